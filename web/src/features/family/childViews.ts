import type { ReactNode } from 'react';
import type { ChildConversation, ChildInbox, ChildPerformance, ChildProfile, ChildProfileViews, ChildSavedSchool, FamilyChild } from './api';

/**
 * The owners' read-only views of a child's data, handed to the portal by the app's route table
 * (features import only auth): the profile, performance and schools features' own components, in
 * their own shapes. `name` is the child's name, for headings and empty states. The calendar loads
 * its own data (GET /api/family/children/{id}/calendar) in the calendar feature's shape.
 */
export interface ChildParts {
  profile: (profile: ChildProfile) => ReactNode;
  performance: (log: ChildPerformance, name: string) => ReactNode;
  calendar: (childId: string, name: string) => ReactNode;
  savedSchools: (schools: ChildSavedSchool[], name: string) => ReactNode;
  views: (views: ChildProfileViews, name: string) => ReactNode;
  inbox: (inbox: ChildInbox, name: string, conversationPath: (conversationId: string) => string) => ReactNode;
  conversation: (conversation: ChildConversation, name: string) => ReactNode;
  offers: (offers: FamilyChild['offers'], name: string) => ReactNode;
}
