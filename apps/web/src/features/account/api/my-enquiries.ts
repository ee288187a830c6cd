import { listMyEnquiries } from '@raahi/contract/enquiries';
import { useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

/** The signed-in visitor's questions and their answers, latest activity first. */
export const useMyEnquiries = () =>
  useQuery({ queryKey: ['my-enquiries'], queryFn: ({ signal }) => callList(listMyEnquiries, { query: { limit: 100 }, signal }) });
