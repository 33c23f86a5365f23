import type { TableQuery } from '@sextant/contracts/admin';
import type {
  AdminTransaction,
  AdminTransactionPage,
  TransactionSort,
} from '@sextant/contracts/admin-transactions';
import type { ChargeKind, TransactionType } from '@sextant/contracts/money';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { HttpError, notFound, unprocessable } from '@/shared/errors';
import { londonToday } from '@/shared/period';
import * as repo from './admin-repository';
import { canonicalAmount } from './csv';

export interface TransactionInput {
  date: string;
  type: TransactionType;
  amount: string;
  description: string;
  reference: string | null;
  /** Only on a charge; null there means `other` (the database's trigger sets it). */
  charge_kind: ChargeKind | null;
}

function toAdminTransaction(row: repo.TransactionRecord): AdminTransaction {
  return {
    uuid: row.id,
    policy_uuid: row.policyId,
    date: row.occurredOn,
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    source: row.source,
    description: row.description,
    reference: row.reference,
    charge_kind: row.chargeKind,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

const REFERENCE_TAKEN = 'Another transaction of this policy has this reference.';
const KIND_ON_A_CHARGE = 'Only a charge has a kind: choose the type Charge, or leave the kind empty.';

/** The fields' own rules that need the policy: not in the future, a reference of its own. */
async function check(
  db: Database,
  staff: Actor,
  policyId: string,
  values: TransactionInput,
  except?: string,
) {
  const errors: Record<string, string[]> = {};
  if (values.date > londonToday(staff.now)) errors.date = [`${values.date} is in the future.`];
  if (values.charge_kind && values.type !== 'charge') errors.charge_kind = [KIND_ON_A_CHARGE];
  if (values.reference && (await repo.referenceTaken(db, policyId, values.reference, except)))
    errors.reference = [REFERENCE_TAKEN];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** A clash of the identity keys between the check and the write (someone else was quicker). */
const clash = (error: unknown, values: TransactionInput) => {
  if (!isUniqueViolation(error)) return error;
  return values.reference
    ? unprocessable({ reference: [REFERENCE_TAKEN] })
    : new HttpError(409, 'An equal transaction was added at the same moment. Try again.');
};

/** The occurrence a transaction without a reference takes (1 with one). */
const occurrenceOf = (db: Database, policyId: string, values: TransactionInput) =>
  values.reference
    ? 1
    : repo.nextOccurrence(db, policyId, {
        occurredOn: values.date,
        type: values.type,
        amount: values.amount,
        description: values.description,
      });

const audit = (
  db: Database,
  staff: Actor,
  action: string,
  row: repo.TransactionRecord,
  extra: Record<string, unknown> = {},
) =>
  recordAudit(db, {
    ...auditedBy(staff),
    action: `admin.transactions.${action}`,
    details: {
      transactionId: row.id,
      policyId: row.policyId,
      date: row.occurredOn,
      type: row.type,
      amount: row.amount,
      reference: row.reference,
      charge_kind: row.chargeKind,
      ...extra,
    },
  });

const findOwn = async (db: Database, firmId: string, id: string) => {
  const row = await repo.findTransaction(db, firmId, id);
  if (!row) throw notFound('Transaction');
  return row;
};

/**
 * The kind a change leaves: the one sent, else the stored one while it stays a charge (a charge that becomes
 * another type loses it; one that becomes a charge is `other` unless a kind is sent).
 */
function kindAfter(current: repo.TransactionRecord, input: Partial<TransactionInput>) {
  if (input.charge_kind !== undefined) return input.charge_kind;
  const type = input.type ?? current.type;
  return type === 'charge' && current.type === 'charge' ? current.chargeKind : null;
}

/** Whether a change moves the transaction to another identity (date, type, amount, description, reference). */
const identityChanged = (fields: (keyof TransactionInput)[]) => fields.some((key) => key !== 'charge_kind');

/** A stored transaction with the fields sent: its values then, before, and the fields that change. */
function changesOf(current: repo.TransactionRecord, input: Partial<TransactionInput>) {
  const values: TransactionInput = {
    date: input.date ?? current.occurredOn,
    type: input.type ?? current.type,
    amount: input.amount !== undefined ? canonicalAmount(input.amount) : current.amount,
    description: input.description ?? current.description,
    reference: input.reference !== undefined ? input.reference : current.reference,
    charge_kind: kindAfter(current, input),
  };
  const before: TransactionInput = {
    date: current.occurredOn,
    type: current.type,
    amount: current.amount,
    description: current.description,
    reference: current.reference,
    charge_kind: current.chargeKind,
  };
  const fields = (Object.keys(values) as (keyof TransactionInput)[]).filter(
    (key) => values[key] !== before[key],
  );
  return { values, before, fields };
}

/** A policy's transactions one at a time, for the back office: firm-scoped and audited. */
export function createTransactionAdminService(db: Database) {
  return {
    async list(
      firmId: string,
      policyId: string,
      query: TableQuery<TransactionSort> & { type?: TransactionType | undefined },
    ): Promise<AdminTransactionPage> {
      if (!(await repo.policyOfFirm(db, firmId, policyId))) throw notFound('Policy');
      const rows = await repo.listTransactions(db, policyId, query);
      return tablePage(rows, query, (row) => toAdminTransaction(row.transaction));
    },

    /** Adds one by hand: source `manual`, in the policy's currency. */
    async create(staff: Actor, policyId: string, input: TransactionInput): Promise<AdminTransaction> {
      const policy = await repo.policyOfFirm(db, staff.firmId, policyId);
      if (!policy) throw notFound('Policy');
      const values = { ...input, amount: canonicalAmount(input.amount) };
      await check(db, staff, policy.id, values);
      let row: repo.TransactionRecord;
      try {
        row = await repo.insertTransaction(db, {
          policyId: policy.id,
          occurredOn: values.date,
          type: values.type,
          amount: values.amount,
          currency: policy.currency,
          source: 'manual',
          description: values.description,
          reference: values.reference,
          chargeKind: values.charge_kind,
          occurrence: await occurrenceOf(db, policy.id, values),
          createdAt: staff.now,
        });
      } catch (error) {
        throw clash(error, values);
      }
      await audit(db, staff, 'create', row);
      return toAdminTransaction(row);
    },

    /** Changes the fields sent; the source stays (a later statement still identifies it). */
    async update(staff: Actor, id: string, input: Partial<TransactionInput>): Promise<AdminTransaction> {
      const current = await findOwn(db, staff.firmId, id);
      const { values, before, fields } = changesOf(current, input);
      if (fields.length === 0) return toAdminTransaction(current);
      await check(db, staff, current.policyId, values, current.id);
      let row: repo.TransactionRecord;
      try {
        row = await repo.updateTransaction(db, current.id, {
          occurredOn: values.date,
          type: values.type,
          amount: values.amount,
          description: values.description,
          reference: values.reference,
          chargeKind: values.charge_kind,
          // Its identity changed: it counts after the equal ones the policy already has. A new kind alone
          // leaves it where it was.
          ...(identityChanged(fields)
            ? { occurrence: values.reference ? 1 : await occurrenceOf(db, current.policyId, values) }
            : {}),
          updatedAt: staff.now,
        });
      } catch (error) {
        throw clash(error, values);
      }
      await audit(db, staff, 'update', row, {
        fields,
        before: {
          date: before.date,
          type: before.type,
          amount: before.amount,
          charge_kind: before.charge_kind,
        },
      });
      return toAdminTransaction(row);
    },

    async remove(staff: Actor, id: string): Promise<AdminTransaction> {
      const current = await findOwn(db, staff.firmId, id);
      await repo.deleteTransaction(db, current.id);
      await audit(db, staff, 'delete', current);
      return toAdminTransaction(current);
    },
  };
}
export type TransactionAdminService = ReturnType<typeof createTransactionAdminService>;
