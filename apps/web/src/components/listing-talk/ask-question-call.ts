import { createEnquiry, type EnquiryInput } from '@raahi/contract/enquiries';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export const useAskQuestion = () => useMutation({ mutationFn: (body: EnquiryInput) => call(createEnquiry, { body }) });
