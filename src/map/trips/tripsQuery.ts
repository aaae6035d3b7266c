export interface TripsRequest {
  /** datetime-local values as typed; either may be empty. */
  from: string;
  to: string;
  /** 0-based, as MUI's pagination counts. */
  page: number;
  pageSize: number;
}

const iso = (local: string) => {
  const time = new Date(local).getTime();
  return local !== '' && Number.isFinite(time) ? new Date(time).toISOString() : null;
};

/** Query of GET /assets/{id}/report/trip/all: 1-based pageNumber; from and to only when both are given. */
export function tripsQuery({ from, to, page, pageSize }: TripsRequest) {
  const [start, end] = [iso(from), iso(to)];
  return { pageNumber: page + 1, pageSize, ...(start && end ? { from: start, to: end } : {}) };
}
