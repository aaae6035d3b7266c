import { describe, expect, it } from 'vitest';
import { TrackRecorder } from '../../../tests/support/tracks';
import { segmentTrips } from './segment';

const rules = { movingSpeedKmh: 3, tripStopMinutes: 5 };
const start = Date.parse('2024-03-04T07:50:00Z');
const later = start + 86_400_000;

/** Home, a commute with a red light, a day parked at work with jitter, a drive back through a tunnel. */
function commuteDay() {
  const track = new TrackRecorder(start, 52.5, 13.4).park(10);
  const departure = track.time;
  track.drive(0, 3, 36).park(2).drive(90, 2, 54);
  const arrival = track.time + 10_000;
  const firstLegKm = track.drivenKm;
  track.park(20).glitch(40, 9).park(15);
  const homeward = track.time;
  track.drive(180, 2, 45).drive(180, 5, 50, { silent: true }).drive(180, 1, 50).drive(270, 2, 40);
  const home = track.time + 10_000;
  track.park(30);
  return { track, departure, arrival, firstLegKm, homeward, home, secondLegKm: track.drivenKm - firstLegKm };
}

describe('segmentTrips on recorded tracks', () => {
  it('finds each trip with its start, end and distance within 1%', () => {
    const day = commuteDay();
    const trips = segmentTrips(day.track.points, rules, later);
    expect(trips).toHaveLength(2);
    const [toWork, toHome] = trips;
    expect(toWork.startTime).toBe(day.departure);
    expect(toWork.endTime).toBe(day.arrival);
    expect(toWork.distanceKm).toBeGreaterThan(day.firstLegKm * 0.99);
    expect(toWork.distanceKm).toBeLessThan(day.firstLegKm * 1.01);
    expect(toWork.maxSpeedKmh).toBe(54);
    expect(toHome.startTime).toBe(day.homeward);
    expect(toHome.endTime).toBe(day.home);
    expect(Math.abs(toHome.distanceKm - day.secondLegKm) / day.secondLegKm).toBeLessThan(0.01);
    expect(trips.every((trip) => !trip.inProgress)).toBe(true);
  });

  it('ignores jitter while parked and a single glitch report', () => {
    const track = new TrackRecorder(start, 48.85, 2.35).park(30, { jitterMetres: 25 }).glitch(60, 12).park(30, { jitterMetres: 25 });
    expect(segmentTrips(track.points, rules, later)).toEqual([]);
  });

  it('keeps a trip in progress until it has stood still for the stop time', () => {
    const track = new TrackRecorder(start, 52.5, 13.4).park(1).drive(90, 4, 40).park(3);
    const [underway] = segmentTrips(track.points, rules, track.time);
    expect(underway.inProgress).toBe(true);
    expect(underway.endTime).toBe(track.time - 170_000);
    const [ended] = segmentTrips(track.points, rules, track.time + 3 * 60_000);
    expect(ended.inProgress).toBe(false);
  });

  it('splits at a stop of the stop time, and not at a shorter one', () => {
    const shortStop = new TrackRecorder(start, 52.5, 13.4).park(1).drive(0, 2, 40).park(4).drive(0, 2, 40).park(10);
    expect(segmentTrips(shortStop.points, rules, later)).toHaveLength(1);
    const longStop = new TrackRecorder(start, 52.5, 13.4).park(1).drive(0, 2, 40).park(5).drive(0, 2, 40).park(10);
    expect(segmentTrips(longStop.points, rules, later)).toHaveLength(2);
  });

  it('ends a trip at a silence spent standing still, even without stationary reports', () => {
    const track = new TrackRecorder(start, 52.5, 13.4).park(1).drive(0, 3, 40).pause(120).drive(0, 3, 40).park(10);
    const trips = segmentTrips(track.points, rules, later);
    expect(trips).toHaveLength(2);
    expect(trips[1].startTime - trips[0].endTime).toBeGreaterThanOrEqual(120 * 60_000);
  });

  it('derives the same trips from any later starting point of a trip', () => {
    const day = commuteDay();
    const all = segmentTrips(day.track.points, rules, later);
    const fromSecond = segmentTrips(
      day.track.points.filter((p) => p.time >= all[1].startTime),
      rules,
      later,
    );
    expect(fromSecond).toEqual([all[1]]);
  });
});
