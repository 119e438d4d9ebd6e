import type { ReportName, ReportResult } from '@robo/domain';
import { api } from '../../../api/api';

export interface ReportArgs {
  report: ReportName;
  from: string;
  to: string;
  /** An edition's id or `all`; absent: the edition on sale. */
  edition?: string;
}

/** The query string both the JSON and the CSV download use. */
export function reportQueryString({ from, to, edition }: Omit<ReportArgs, 'report'>): string {
  return new URLSearchParams({ from, to, ...(edition ? { edition } : {}) }).toString();
}

export function reportCsvUrl(args: ReportArgs): string {
  return `/api/admin/reports/${args.report}/csv?${reportQueryString(args)}`;
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    report: build.query<ReportResult, ReportArgs>({
      query: (args) => `/api/admin/reports/${args.report}?${reportQueryString(args)}`,
      // Money moves all the time: a report is fetched fresh each time the page asks for it.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useReportQuery } = reportsApi;
