import type {
  CalculatedValues, CostComparison, FixedValues, FixedValuesRequest, ProjectCosts,
} from '../../../src/ground/contract/projectCosts';
import type { Project } from '../../../src/ground/contract/projects';
import { badRequest } from '../../kernel/HttpError';
import type { SessionContext } from '../../kernel/route';
import { readableProject } from '../projectStore';
import { sumValues, valuesOf, type CardRate } from './costCalculation';

interface CardRow { id: number; name: string; currency: string }
interface CardItemRow { function: string; unit: CardRate['unit']; rate: number; cost_rate: number | null; minimum_hours: number | null }
interface ItemRow { crew_id: number; function: string; start_date: string; end_date: string; start_time: string; end_time: string; wage: number | null }
interface FixedRow { crew_id: number | null; hours: number | null; positions: number | null; cost: number | null; revenue: number | null }

const notAgreed: FixedValues = { hours: null, positions: null, cost: null, revenue: null };
/**
 * The currency of the staff contracts' hourly wages (the payrolls' currency, EUR on their screens): a rate card in
 * another currency prices the cost by its own cost rates, so cost and revenue are never in two currencies.
 */
export const wageCurrency = 'EUR';
const cents = (value: number) => Math.round(value * 100) / 100;

/** Calculated and fixed values side by side; each difference is fixed minus calculated, null where nothing was agreed. */
export function compare(calculated: CalculatedValues, fixed: FixedValues): CostComparison {
  const difference = (key: keyof FixedValues) => (fixed[key] === null ? null : cents(fixed[key] - calculated[key]));
  return {
    calculated, fixed,
    difference: { hours: difference('hours'), positions: difference('positions'), cost: difference('cost'), revenue: difference('revenue') },
  };
}

/** The project's rate card by its name: the one valid on the project's first day, else the newest of that name. */
async function rateCardOf(ctx: SessionContext, project: Project): Promise<{ card: CardRow | null; rates: Map<string, CardRate> }> {
  if (!project.rateCard) return { card: null, rates: new Map() };
  const found = await ctx.db.query<CardRow>(
    `SELECT id, name, currency FROM rate_cards WHERE tenant_id = $1 AND name = $2
     ORDER BY (valid_from <= $3::date AND (valid_to IS NULL OR valid_to >= $3::date)) DESC, valid_from DESC, id LIMIT 1`,
    [ctx.tenant.id, project.rateCard, project.beginDate ?? ctx.today]);
  const card = found.rows[0] ?? null;
  if (!card) return { card: null, rates: new Map() };
  const items = await ctx.db.query<CardItemRow>(
    `SELECT function, unit, rate::float8 AS rate, cost_rate::float8 AS cost_rate, minimum_hours::float8 AS minimum_hours
     FROM rate_card_items WHERE rate_card_id = $1 ORDER BY id DESC`, [card.id]);
  // Read newest last, so the first line of a function on the card wins.
  const rates = new Map(items.rows.map((row) => [row.function,
    { unit: row.unit, rate: row.rate, costRate: row.cost_rate, minimumHours: row.minimum_hours } satisfies CardRate]));
  return { card, rates };
}

/**
 * The crew items of the project that are not cancelled, each with the hourly wage of the crew member's staff contract
 * valid on its first day (null when vacant or without one).
 */
const itemsOf = (ctx: SessionContext, projectId: number) => ctx.db.query<ItemRow>(
  `SELECT ci.crew_id, ci.function, ci.start_date::text AS start_date, ci.end_date::text AS end_date, ci.start_time, ci.end_time,
     (SELECT sc.hourly_wage::float8 FROM staff_contracts sc WHERE sc.person_id = ci.person_id AND sc.tenant_id = $2
        AND sc.start_date <= ci.start_date AND (sc.end_date IS NULL OR sc.end_date >= ci.start_date)
      ORDER BY sc.start_date DESC, sc.id DESC LIMIT 1) AS wage
   FROM crew_items ci JOIN crews c ON c.id = ci.crew_id WHERE c.project_id = $1 AND ci.status <> 'cancelled' ORDER BY ci.id`,
  [projectId, ctx.tenant.id]);

/** The cost view of a project the caller may see (404 otherwise): project, crews and functions. */
export async function projectCostsOf(ctx: SessionContext, number: string): Promise<ProjectCosts> {
  const { id, project } = await readableProject(ctx, number);
  const { card, rates } = await rateCardOf(ctx, project);
  const currency = card?.currency ?? wageCurrency;
  const [items, crews, fixed] = await Promise.all([
    itemsOf(ctx, id),
    ctx.db.query<{ id: number; name: string }>('SELECT id, name FROM crews WHERE project_id = $1 ORDER BY id', [id]),
    ctx.db.query<FixedRow>(
      `SELECT crew_id, hours::float8 AS hours, positions, cost::float8 AS cost, revenue::float8 AS revenue
       FROM project_fixed_values WHERE project_id = $1`, [id]),
  ]);
  const priced = items.rows.map((row) => ({
    row, values: valuesOf({
      startDate: row.start_date, endDate: row.end_date, startTime: row.start_time, endTime: row.end_time,
      wage: currency === wageCurrency ? row.wage : null,
      card: rates.get(row.function) ?? null,
    }),
  }));
  const fixedOf = (crewId: number | null) => {
    const found = fixed.rows.find((row) => row.crew_id === crewId);
    return found ? { hours: found.hours, positions: found.positions, cost: found.cost, revenue: found.revenue } : notAgreed;
  };
  const functions = [...new Set(priced.map(({ row }) => row.function))].sort((a, b) => a.localeCompare(b));
  return {
    projectNumber: project.number,
    currency,
    rateCard: card?.name ?? null,
    unpricedPositions: priced.filter(({ row }) => !rates.has(row.function)).length,
    project: compare(sumValues(priced.map(({ values }) => values)), fixedOf(null)),
    crews: crews.rows.map((crew) => ({
      id: crew.id, name: crew.name,
      ...compare(sumValues(priced.filter(({ row }) => row.crew_id === crew.id).map(({ values }) => values)), fixedOf(crew.id)),
    })),
    functions: functions.map((name) => ({
      function: name, calculated: sumValues(priced.filter(({ row }) => row.function === name).map(({ values }) => values)),
    })),
  };
}

/**
 * Keeps the agreed values of a project the caller may see (404 otherwise), or of one of its crews with `crewId` (400
 * when the crew is not the project's); all four are replaced, null being "not agreed". Answers the cost view.
 */
export async function saveFixedValues(ctx: SessionContext, number: string, body: FixedValuesRequest): Promise<ProjectCosts> {
  const { id } = await readableProject(ctx, number);
  if (body.crewId !== null) {
    const crew = await ctx.db.query('SELECT 1 FROM crews WHERE id = $1 AND project_id = $2', [body.crewId, id]);
    if (crew.rows.length === 0) throw badRequest('crewId is not a crew of this project', [{ path: 'crewId', message: 'is not a crew of this project' }]);
  }
  const values = [id, body.crewId, body.hours, body.positions, body.cost, body.revenue, ctx.principal.personId, ctx.now];
  await ctx.db.query(
    `INSERT INTO project_fixed_values (project_id, crew_id, hours, positions, cost, revenue, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT ${body.crewId === null ? '(project_id) WHERE crew_id IS NULL' : '(crew_id) WHERE crew_id IS NOT NULL'}
     DO UPDATE SET hours = EXCLUDED.hours, positions = EXCLUDED.positions, cost = EXCLUDED.cost, revenue = EXCLUDED.revenue,
       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`, values);
  return projectCostsOf(ctx, number);
}
