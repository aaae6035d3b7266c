-- What an alert's message says, as values (speed limit, minutes, alarms, battery, rule and due date), so that
-- consoles word alerts in their user's language. Alerts stored before have none and keep their message.
alter table alerts add column details jsonb;
