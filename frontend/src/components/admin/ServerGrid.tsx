import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useRememberedColumns } from './hooks/useRememberedColumns';

export interface GridPageState {
  page: number;
  pageSize: number;
  /** `field` or `-field`, as the admin list routes take it. */
  sort?: string;
}

export const PAGE_SIZES = [25, 50, 100, 200];

/** The grid's sort model as a list route's `sort` value. */
export function sortParam(model: GridSortModel): string | undefined {
  const [first] = model;
  return first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : undefined;
}

/** What a list query gives the grid (an RTK Query result of a `{ items, total }` route). */
export interface GridQuery<R> {
  data?: { items: R[]; total: number };
  isFetching: boolean;
  isError: boolean;
}

interface ServerGridProps<R extends GridValidRowModel> {
  /** Names the grid for remembering each person's column choice. */
  gridId: string;
  label: string;
  columns: GridColDef<R>[];
  query: GridQuery<R>;
  /** Shown above the grid when the list could not be read. */
  failedText: string;
  state: GridPageState;
  onStateChange: (state: GridPageState) => void;
  getRowId?: (row: R) => string | number;
  onRowClick?: (row: R) => void;
}

/**
 * An admin table paged, sorted and filtered by the server (MUI X Data Grid, MIT edition), with
 * the list's failure shown above it. It
 * scrolls inside its card on a phone, never the page, and remembers the columns a person chose.
 */
export function ServerGrid<R extends GridValidRowModel>(props: ServerGridProps<R>) {
  const { state, onStateChange } = props;
  const columns = useRememberedColumns(props.gridId);
  const sortModel: GridSortModel = state.sort
    ? [{ field: state.sort.replace(/^-/, ''), sort: state.sort.startsWith('-') ? 'desc' : 'asc' }]
    : [];
  const { query } = props;
  return (
    <>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {props.failedText}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
        <DataGrid
          aria-label={props.label}
          rows={query.data?.items ?? []}
          columns={props.columns}
          getRowId={props.getRowId}
          rowCount={query.data?.total ?? 0}
          loading={query.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          pageSizeOptions={PAGE_SIZES}
          paginationModel={{ page: state.page - 1, pageSize: state.pageSize }}
          onPaginationModelChange={(model: GridPaginationModel) =>
            onStateChange({ ...state, page: model.page + 1, pageSize: model.pageSize })
          }
          sortModel={sortModel}
          onSortModelChange={(model) => onStateChange({ ...state, page: 1, sort: sortParam(model) })}
          onRowClick={props.onRowClick ? (params) => props.onRowClick!(params.row) : undefined}
          disableRowSelectionOnClick
          autoHeight
          density="compact"
          {...columns}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: props.onRowClick ? 'pointer' : undefined } }}
        />
      </Paper>
    </>
  );
}
