import { Menu, useTranslate } from 'react-admin';
import { MENU_ICONS } from './menuIcons';
import { useMenuEntries } from './useMenuEntries';

/** The sidebar menu: the role's entries, as icons only when the sidebar is collapsed. */
export function ShellMenu() {
  const translate = useTranslate();
  const entries = useMenuEntries();
  return (
    <Menu aria-label={translate('shell.menu.label')}>
      {entries.map(({ key, to }) => {
        const Icon = MENU_ICONS[key];
        return <Menu.Item key={key} to={to} primaryText={`shell.menu.${key}`} leftIcon={<Icon />} />;
      })}
    </Menu>
  );
}
