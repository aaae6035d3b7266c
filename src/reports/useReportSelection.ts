import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { parseReportSearch, reportSearch, type ReportSelection } from './reportSearch';

/** The page's choices, read from and written to its URL (replacing history: no entry per keystroke). */
export function useReportSelection() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const selection = useMemo(() => parseReportSearch(search), [search]);
  const update = (changes: Partial<ReportSelection>) =>
    navigate({ search: reportSearch({ ...selection, ...changes }, search) }, { replace: true });
  return { selection, update };
}
