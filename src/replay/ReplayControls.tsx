import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { SPEEDS, type ReplayClock } from './replayClock';

/** Play or pause, the time slider and the speed of a replay; on a narrow screen the time and speed go below the slider. */
export default function ReplayControls({ clock }: { clock: ReplayClock }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { time, playing, speed } = useSyncExternalStore(clock.subscribe, clock.snapshot);
  const label = (value: number) => new Date(value).toLocaleString(locale);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton
        color="primary"
        aria-label={translate(playing ? 'maps.replay.pause' : 'maps.replay.play')}
        onClick={() => (playing ? clock.pause() : clock.play())}
      >
        {playing ? <Pause /> : <PlayArrow />}
      </IconButton>
      <Slider
        aria-label={translate('maps.replay.time')}
        min={clock.start}
        max={clock.end}
        step={1000}
        value={time}
        onChange={(_, value) => clock.seek(value as number)}
        getAriaValueText={label}
        valueLabelFormat={label}
        valueLabelDisplay="auto"
        sx={{ flex: '1 1 160px' }}
      />
      <Typography variant="body2" sx={{ minWidth: 170 }} aria-live="off" data-replay-time={time}>
        {label(time)}
      </Typography>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('maps.replay.speed')}
        value={speed}
        onChange={(event) => clock.setSpeed(Number(event.target.value))}
        sx={{ minWidth: 100 }}
      >
        {SPEEDS.map((value) => (
          <MenuItem key={value} value={value}>
            {`${value}×`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
