import Edit from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router-dom';
import { type RaRecord, useCreatePath, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { DeleteRowButton } from './DeleteRowButton';

// Rows are many: plain icon buttons with a native title keep a page of them cheap to draw.
const actionsStyle = { display: 'flex', justifyContent: 'flex-end' } as const;

/** Edit and delete of one row as icon buttons, each shown only to a role that may (and delete only for rows that may go). */
export function RowActions({
  canEdit,
  canDelete,
  deletable,
}: {
  canEdit: boolean;
  canDelete: boolean;
  deletable?: (record: RaRecord) => boolean;
}) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const createPath = useCreatePath();
  const getRepresentation = useGetRecordRepresentation(resource);
  if (!record) return null;
  const name = String(getRepresentation(record));
  const editLabel = `${translate('ra.action.edit')} ${name}`;
  return (
    <div style={actionsStyle} onClick={(event) => event.stopPropagation()}>
      {canEdit && (
        <IconButton component={Link} to={createPath({ resource, id: record.id, type: 'edit' })} aria-label={editLabel} title={editLabel}>
          <Edit />
        </IconButton>
      )}
      {canDelete && (deletable?.(record) ?? true) && <DeleteRowButton name={name} />}
    </div>
  );
}
