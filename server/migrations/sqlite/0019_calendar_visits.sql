-- A coach's visit is also on the calendar of the athlete it names: the athlete's calendar finds
-- the events that name them.
CREATE INDEX calendar_events_athlete ON calendar_events (athlete_id);
