import type { MessageTree } from '../types';

/** Alert types beside geofence and speed, rule schedules, and the notification channels of each user. */
const alerting = {
  resources: {
    alerts: {
      types: {
        ignitionOn: 'Ignition on',
        ignitionOff: 'Ignition off',
        idle: 'Idling',
        offline: 'Offline',
        alarm: 'Device alarm',
        lowBattery: 'Low battery',
        maintenanceDue: 'Maintenance due',
        corridorExit: "Left route corridor",
        corridorReturn: "Back in route corridor",
      },
      // An alert's message, worded from its type and details (alertMessage.ts).
      messages: {
        geofenceEnter: '%{asset} entered %{geofence}',
        geofenceExit: '%{asset} left %{geofence}',
        speeding: '%{asset} drove at %{speed}, above the limit of %{limit}',
        ignitionOn: '%{asset}: ignition on',
        ignitionOff: '%{asset}: ignition off',
        idle: '%{asset} has been idling for over %{duration}',
        offline: '%{asset} has sent nothing for over %{duration}',
        alarm: '%{asset} raised an alarm: %{alarms}',
        lowBattery: '%{asset}: battery at %{level}, below %{threshold}',
        maintenanceDue: '%{asset}: maintenance due (%{rule})',
        maintenanceDueOn: '%{asset}: %{title} due on %{date} (%{rule})',
        corridorExit: "%{asset} left the corridor %{geofence}",
        corridorReturn: "%{asset} returned to the corridor %{geofence}",
      },
    },
    alertRules: {
      fields: {
        ignitionEvent: 'Ignition event',
        durationMinutes: 'After (minutes)',
        alarms: 'Alarms',
        batteryPercent: 'Battery below (%)',
        odometerKm: 'Odometer reaches (km)',
        engineHours: 'Engine hours reach',
        importantDateTitle: 'Important date',
        daysBefore: 'Days ahead',
        schedule: { days: 'Days', from: 'From', to: 'Until', timeZone: 'Time zone' },
      },
      types: {
        ignition: 'Ignition',
        idle: 'Idling',
        offline: 'Offline',
        alarm: 'Device alarm',
        lowBattery: 'Low battery',
        maintenance: 'Maintenance',
      },
      ignitionEvents: { on: 'Turned on', off: 'Turned off', both: 'On or off' },
      alarms: {
        sos: 'SOS',
        powerCut: 'Power cut',
        tampering: 'Tampering',
        vibration: 'Vibration',
        overspeed: 'Overspeed',
        lowBattery: 'Low battery',
        powerOff: 'Power off',
      },
      days: { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' },
      sections: { schedule: 'When it may fire' },
      help: {
        alarms: 'Tick none to alert on any alarm.',
        maintenanceMeasure: 'Give an odometer reading, engine hours or an important date.',
        importantDate: "The title of an asset's important date, e.g. Inspection.",
        schedule: 'Tick no day to alert at any time.',
        timeZone: 'For example Europe/Berlin.',
        clock: 'A time such as 08:00.',
      },
    },
  },
  shell: {
    notifications: {
      menu: 'Notifications',
      title: 'My notifications',
      intro: 'Choose how you hear of each kind of alert.',
      alertType: 'Alert',
      email: 'E-mail',
      push: 'Browser push',
      toast: 'In the console',
      save: 'Save',
      saved: 'Notification settings saved.',
      pushOn: 'Receive push in this browser',
      pushOff: 'Stop push in this browser',
      pushEnabled: 'Push is on in this browser.',
      pushDisabled: 'Push is off in this browser.',
      pushUnsupported: 'This browser cannot receive push messages.',
      pushDenied: 'Push messages are blocked for this site in the browser.',
      liveAlert: 'Alert: %{message}',
    },
  },
} satisfies MessageTree;

export default alerting;
