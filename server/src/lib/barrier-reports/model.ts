/** Accessibility barriers reported from the accessibility statement (issue 53, item 4). */
export const BARRIER_REPORT_UID = 'api::barrier-report.barrier-report';
