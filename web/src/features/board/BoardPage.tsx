import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileDownload } from '@/components/FileDownload';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { BOARD_CSV_PATH, boardQueryOptions, type Board, type BoardCard } from './api';
import { CardNotes, MutationError, StageSelect, useCardChange } from './CardEditor';
import { columnOf, STAGES, stageLabel } from './rules';
import { useWorkspaceParts, WorkspacePartsContext, type WorkspaceParts } from '@/lib/workspaceParts';
import './board.css';

/** "12 of 100 athletes", or "12 athletes" without a limit. */
export function boardSize(board: Pick<Board, 'count' | 'limit'>): string {
  const noun = (n: number) => (n === 1 ? 'athlete' : 'athletes');
  return board.limit == null ? `${board.count} ${noun(board.count)}` : `${board.count} of ${board.limit} ${noun(board.limit)}`;
}

function athletePath(id: string) {
  return paths.athlete.replace(':id', encodeURIComponent(id));
}

function Card({
  card,
  index,
  columnSize,
  announce,
}: {
  card: BoardCard;
  index: number;
  columnSize: number;
  announce: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const { Offers } = useWorkspaceParts();
  const name = card.athlete.fullName ?? 'Unnamed athlete';
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const move = useCardChange(card.athlete.id, (_, change) => {
    if (change.position === undefined || change.position === null) return;
    announce(`${name} moved to position ${change.position + 1} of ${columnSize} in ${stageLabel(card.stage)}.`);
    // Keep the keyboard on the card: the pressed button, or the other one at the column's end.
    const pressed = change.position < index ? up.current : down.current;
    const other = pressed === up.current ? down.current : up.current;
    (pressed?.disabled ? other : pressed)?.focus();
  });
  const facts = [
    card.athlete.gradYear ? `Class of ${card.athlete.gradYear}` : null,
    card.athlete.best2k ? `2k ${card.athlete.best2k}` : null,
    card.athlete.highSchool,
    card.athlete.homeState,
  ].filter(Boolean);
  const detailsId = `card-details-${card.athlete.id}`;
  return (
    <li className="board-card card">
      <h3 className="board-card__name">
        <button
          type="button"
          className="board-card__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {name}
        </button>
      </h3>
      {facts.length ? <p className="board-card__facts">{facts.join(' · ')}</p> : null}
      {card.commitment ? (
        <p className={`board-card__commitment${card.commitment.confirmed ? '' : ' board-card__commitment--reported'}`}>
          {card.commitment.label}
        </p>
      ) : null}
      {card.tags.length ? (
        <ul className="board-card__tags" aria-label="Tags">
          {card.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : null}
      <div className="board-card__controls">
        <StageSelect card={card} onMoved={(moved) => announce(`${name} moved to ${stageLabel(moved.stage)}.`)} />
        <div className="board-card__order" role="group" aria-label={`Order of ${name}`}>
          <button
            type="button"
            className="button button--secondary button--small"
            ref={up}
            aria-label={`Move up ${name}`}
            disabled={index === 0}
            onClick={() => {
              if (!move.isPending) move.mutate({ position: index - 1 });
            }}
          >
            Move up
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            ref={down}
            aria-label={`Move down ${name}`}
            disabled={index === columnSize - 1}
            onClick={() => {
              if (!move.isPending) move.mutate({ position: index + 1 });
            }}
          >
            Move down
          </button>
        </div>
      </div>
      {move.isError ? <MutationError error={move.error} /> : null}
      <div id={detailsId} hidden={!open} className="board-card__details">
        {open ? (
          <>
            <p>
              <Link to={athletePath(card.athlete.id)}>Open {name}'s profile</Link>
            </p>
            <p className="board-card__meta">
              Starred {card.starredBy ? `by ${card.starredBy} ` : ''}on {new Date(card.starredAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}
            </p>
            {Offers ? <Offers athleteId={card.athlete.id} athleteName={name} gradYear={card.athlete.gradYear ?? null} headingLevel={4} /> : null}
            <CardNotes card={card} />
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Whether the element is wider inside than it shows (it scrolls sideways), following its size. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

function BoardColumns({ board }: { board: Board }) {
  const [announcement, setAnnouncement] = useState('');
  const columnsRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(columnsRef);
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {/* The seven columns side by side from 960 px, all in view from about 1100 px. Narrower,
          the row scrolls sideways: then it says so, and keyboard users can focus it to scroll. */}
      {scrolls ? (
        <p className="board-scroll-hint" id="board-scroll-hint">
          Scroll sideways for more stages <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        ref={columnsRef}
        className="board-columns"
        role="region"
        aria-label="Board stages"
        aria-describedby={scrolls ? 'board-scroll-hint' : undefined}
        tabIndex={scrolls ? 0 : undefined}
      >
        {STAGES.map(({ stage, label }) => {
          const column = columnOf(board.cards, stage);
          return (
            <section key={stage} className="board-column" aria-labelledby={`column-${stage}`}>
              <h2 id={`column-${stage}`} className="board-column__title">
                {label} <span className="board-column__count">({column.length})</span>
              </h2>
              {column.length ? (
                <ol className="board-column__cards">
                  {column.map((card, index) => (
                    <Card
                      key={card.athlete.id}
                      card={card}
                      index={index}
                      columnSize={column.length}
                      announce={setAnnouncement}
                    />
                  ))}
                </ol>
              ) : (
                <p className="board-column__empty">No athletes.</p>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

function BoardContent() {
  const { Refusal, refusalOf } = useWorkspaceParts();
  const board = useQuery(boardQueryOptions());
  if (board.isPending) return <Spinner label="Loading the board" fullPage={false} />;
  if (board.isError) {
    const refusal = refusalOf(board.error);
    if (refusal) return <Refusal code={refusal.code} message={refusal.message} />;
    return (
      <FormMessage tone="error" title="The board could not be loaded.">
        <p>
          <button type="button" className="link-button" onClick={() => void board.refetch()}>
            Try again
          </button>
        </p>
      </FormMessage>
    );
  }
  return (
    <>
      <div className="board-toolbar">
        <p className="board-toolbar__size">
          {boardSize(board.data)} <span className="board-toolbar__plan">({board.data.plan})</span>
        </p>
        <FileDownload className="button button--secondary button--small" path={BOARD_CSV_PATH} fileName="recruiting-board.csv">
          Export CSV
        </FileDownload>
      </div>
      {board.data.cards.length === 0 ? (
        <p className="board-empty">
          Your board is empty. Star athletes from their profile to follow them here.
        </p>
      ) : null}
      <BoardColumns board={board.data} />
    </>
  );
}

/** /coach/board: the program's recruiting board, shared by its coaches. */
export default function BoardPage({ workspace }: { workspace: WorkspaceParts }) {
  const { Gate } = workspace;
  usePageTitle('Recruiting board');
  return (
    <div className="container page board-page">
      <header className="page-header">
        <h1>Recruiting board</h1>
        <p className="lead">
          Your program's starred athletes by stage. Notes, tags and stages are shared by your program's coaches and
          private to your program.
        </p>
      </header>
      <WorkspacePartsContext value={workspace}>
        <Gate>{() => <BoardContent />}</Gate>
      </WorkspacePartsContext>
    </div>
  );
}
