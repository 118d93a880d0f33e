import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import { AuthProvider } from '@/features/auth';
import { createQueryClient } from '@/lib/queryClient';
import { paths } from '@/paths';
import { signedIn } from '@test/test-utils';
import type { FilterChoices, SchoolDetail, SchoolSummary, SearchResponse } from '@/features/schools/api';
import MySchoolsPage from '@/features/schools/MySchoolsPage';
import SchoolDetailPage from '@/features/schools/SchoolDetailPage';
import SchoolsPage from '@/features/schools/SchoolsPage';

/** Test data and a harness for the school screens. */

/** The value, or a failed test when it is missing. */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}

export function school(overrides: Partial<SchoolSummary> = {}): SchoolSummary {
  return {
    id: 'harvard-university',
    name: 'Harvard University',
    city: 'Cambridge',
    state: 'MA',
    division: 'I',
    conference: 'Ivy League',
    type: 'Both',
    squads: { womens: true, mens: true, womensLightweight: true, mensLightweight: true },
    enrollment: 31120,
    size: 'Large',
    founded: 1636,
    saved: false,
    ...overrides,
  };
}

/** A program the data set knows little about: every optional field is empty. */
export function sparseSchool(overrides: Partial<SchoolSummary> = {}): SchoolSummary {
  return school({
    id: 'claremont-colleges',
    name: 'Claremont Colleges',
    city: null,
    state: null,
    division: null,
    conference: null,
    type: null,
    squads: { womens: null, mens: null, womensLightweight: null, mensLightweight: null },
    enrollment: null,
    size: null,
    founded: null,
    ...overrides,
  });
}

export function detail(overrides: Partial<SchoolDetail> = {}): SchoolDetail {
  return {
    ...school(),
    venue: null,
    sources: ['https://en.wikipedia.org/wiki/Eastern_Sprints', 'https://www.ncaa.com/news/rowing/article/2023'],
    notes: null,
    savedAt: null,
    staff: [],
    ...overrides,
  };
}

export const filterChoices: FilterChoices = {
  divisions: ['I', 'II', 'III', 'Club', 'IRA'],
  conferences: ['Ivy League', 'Pac-12 (until 2024)', 'NESCAC', 'ACC', 'Big Ten', 'Atlantic 10', 'WIRA'],
  types: ['Men', 'Women', 'Both'],
  sorts: ['name', '-name', '-enrollment', 'founded'],
};

export function searchAnswer(items: SchoolSummary[], overrides: Partial<SearchResponse> = {}): SearchResponse {
  return { total: 207, matched: items.length, page: 1, pageSize: 24, items, ...overrides };
}

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | 'never';
/** Answers a request, or returns undefined for 404. */
export type Handler = (call: ApiCall) => Answer | undefined;

/**
 * Replaces fetch. The session is always a signed-in student; every other request goes to
 * `handler` with its path and query parsed. Returns the mock and the list of calls.
 */
export function stubApi(handler: Handler): { fetchMock: Mock<typeof fetch>; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path: url.pathname, params: url.searchParams, body };
    let answer: Answer | undefined;
    if (method === 'GET' && url.pathname === '/api/auth/session') {
      answer = { body: signedIn('student', 'sam@example.com') };
    } else {
      calls.push(call);
      answer = handler(call);
    }
    if (answer === 'never') return new Promise<Response>(() => undefined);
    const resolved = answer ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    const status = resolved.status ?? 200;
    return Promise.resolve(
      new Response(status === 204 || resolved.body === undefined ? null : JSON.stringify(resolved.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function DashboardStub() {
  return <h1>Dashboard</h1>;
}

/** The school screens in a memory router, signed in, with a probe showing the current address. */
export function renderSchools(route: string): RenderResult {
  const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
  return render(
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Routes>
            <Route path={paths.schools} element={<SchoolsPage />} />
            <Route path={paths.schoolDetail} element={<SchoolDetailPage />} />
            <Route path={paths.mySchools} element={<MySchoolsPage />} />
            <Route path={paths.dashboard} element={<DashboardStub />} />
          </Routes>
          <LocationProbe />
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
