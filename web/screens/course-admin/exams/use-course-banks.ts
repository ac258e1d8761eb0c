import { useQueries, useQuery } from '@tanstack/react-query';
import type { BankDetail } from '../../../../common/api/questionbank';
import { bankQuery, banksQuery } from '../../../api/questionbank';

/** The course's question banks with their questions, as far as they are read (an exam's parts name them). */
export function useCourseBanks(coursePath: string): { banks: BankDetail[]; loading: boolean } {
  const list = useQuery(banksQuery(coursePath));
  const details = useQueries({ queries: (list.data ?? []).map((bank) => bankQuery(bank.id)) });
  return {
    banks: details.flatMap((detail) => (detail.data ? [detail.data] : [])),
    loading: list.isPending || details.some((detail) => detail.isPending),
  };
}
