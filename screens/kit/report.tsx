import type {ReactNode} from 'react';
import {L} from './labels';
import {SUPERVISOR} from '../data/people';
import {Button, Checkbox, Field, Menu, Metric, Panel, Row, Shell, Table, type Column} from './index';

/** The «Отчёты» screen with one report built: the list of reports, the report's filters and its preview. */
export function ReportScreen({
  report,
  filters,
  columns,
  rows,
  highlight,
  summary = [],
  total,
  exportOpen,
  options = [],
}: {
  report: (typeof L.reports.list)[number];
  filters: [label: string, value: string][];
  columns: Column[];
  rows: ReactNode[][];
  highlight?: number[];
  summary?: [label: string, value: string][];
  total?: string;
  /** The «Экспорт» menu open, with its formats. */
  exportOpen?: boolean;
  /** Checkboxes under the filters, checked («Сравнить с предыдущим периодом») or, as [label, false], not. */
  options?: (string | [label: string, on: boolean])[];
}) {
  return (
    <Shell role="supervisor" active="Отчёты" user={SUPERVISOR}>
      <div style={{display: 'flex', gap: 12, alignItems: 'flex-start'}}>
        <Panel title="Отчёты" className="aside" pad={false}>
          <div style={{width: 196}}>
            {L.reports.list.map((name) => (
              <div key={name} className={name === report ? 'list-item active strong' : 'list-item'}>
                {name}
              </div>
            ))}
          </div>
        </Panel>
        <div style={{flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 12}}>
          <Panel
            title={report}
            actions={
              <>
                <span style={{position: 'relative'}}>
                  <Button icon="download">{L.common.export}</Button>
                  {exportOpen && <Menu items={['XLSX', 'CSV']} active={0} style={{right: 0, top: 38, minWidth: 140}} />}
                </span>
                <Button icon="mail">{L.reports.mailing}</Button>
              </>
            }
          >
            <div className="filters">
              {filters.map(([label, value]) => (
                <Field key={label} label={label} value={value} kind={label === 'Период' ? 'date' : 'select'} />
              ))}
            </div>
            {options.map((option) => {
              const [label, on] = typeof option === 'string' ? [option, true] : option;
              return (
                <div key={label} style={{marginTop: 12}}>
                  <Checkbox on={on} label={label} />
                </div>
              );
            })}
            <Row style={{marginTop: 12}}>
              <Button kind="primary">{L.reports.build}</Button>
              <Button kind="ghost">{L.common.reset}</Button>
            </Row>
          </Panel>
          {summary.length > 0 && (
            <div className="summary">
              {summary.map(([label, value]) => (
                <Metric key={label} label={label} value={value} />
              ))}
            </div>
          )}
          <Panel pad={false}>
            <Table columns={columns} rows={rows} highlight={highlight} />
            <div className="table-foot">{total ?? `Строк: ${rows.length}`}</div>
          </Panel>
        </div>
      </div>
    </Shell>
  );
}
