/** Triggered alert types (the contract's AlertType) with their labels. */
export const ALERT_TYPE_CHOICES = [
  { id: 'geofenceEnter', name: 'resources.alerts.types.geofenceEnter' },
  { id: 'geofenceExit', name: 'resources.alerts.types.geofenceExit' },
  { id: 'speeding', name: 'resources.alerts.types.speeding' },
];
