import { describe, expect, it } from 'vitest';
import { tripsQuery } from './tripsQuery';

describe('tripsQuery', () => {
  it('pages from 1 and sends no period until both ends are given', () => {
    expect(tripsQuery({ from: '', to: '', page: 0, pageSize: 10 })).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(tripsQuery({ from: '2026-01-01T08:00', to: '', page: 2, pageSize: 25 })).toEqual({ pageNumber: 3, pageSize: 25 });
    expect(tripsQuery({ from: '', to: '2026-01-02T08:00', page: 0, pageSize: 10 })).not.toHaveProperty('from');
  });

  it('sends both ends of the period as ISO times', () => {
    const query = tripsQuery({ from: '2026-01-01T08:00', to: '2026-01-02T08:00', page: 0, pageSize: 10 });
    expect(query.from).toBe(new Date('2026-01-01T08:00').toISOString());
    expect(query.to).toBe(new Date('2026-01-02T08:00').toISOString());
  });

  it('ignores an unreadable time', () => {
    expect(tripsQuery({ from: 'soon', to: '2026-01-02T08:00', page: 0, pageSize: 10 })).not.toHaveProperty('to');
  });
});
