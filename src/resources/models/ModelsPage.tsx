import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AssetModelList } from './AssetModelList';
import { MODEL_TABS } from './modelTabs';
import { SensorModelList } from './SensorModelList';

/** Models Management: asset models and device models, one tab each; a SysAdmin changes them, an Admin reads them. */
export function ModelsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const current = MODEL_TABS.find(({ tab }) => tab === params.get('tab')) ?? MODEL_TABS[0];
  return (
    <>
      <Tabs value={current.tab} onChange={(_event, tab) => setParams({ tab })} variant="scrollable" aria-label={translate('shell.menu.models')} sx={{ px: 2 }}>
        {MODEL_TABS.map(({ tab, label }) => (
          <Tab key={tab} value={tab} label={translate(label)} />
        ))}
      </Tabs>
      {current.tab === 'assets' ? <AssetModelList /> : <SensorModelList />}
    </>
  );
}
