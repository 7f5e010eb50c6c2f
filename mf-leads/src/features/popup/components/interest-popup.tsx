import { useCallback } from 'react';
import type { InterestPopupProps } from '@gagyeong/contracts';
import { POPUP_TEXT } from '../../../content/leads-text';
import { InterestForm, useLeadForm, type LeadFormState } from '../../lead-form';
import { useHistoryEntry } from '../hooks/use-history-entry';
import { ModalDialog } from './modal-dialog';

/** A shown result is done with once the popup closes; the next opening starts at the form. */
function dismissResult(lead: LeadFormState): void {
  if (lead.status === 'success') lead.startOver();
  else if (lead.status === 'failure' || lead.status === 'network') lead.backToForm();
  // 'submitting': the answer arrives while closed and is shown at the next opening.
}

/**
 * The interest popup (docs/product.md §2, §4). The shell mounts it on the first
 * `openInterestPopup` event and keeps it, toggling `open`; what the visitor typed lives here, so
 * it survives closing and reopening.
 */
export function InterestPopup({ config, open, onClose }: InterestPopupProps) {
  const lead = useLeadForm({ config, form: 'popup' });

  // Back button: the entry is already gone; only close.
  const onBack = useCallback(() => {
    dismissResult(lead);
    onClose();
  }, [lead, onClose]);
  const releaseHistory = useHistoryEntry(open, onBack);

  // X, Escape, the result's 확인: pop our history entry too.
  const close = useCallback(() => {
    dismissResult(lead);
    releaseHistory();
    onClose();
  }, [lead, releaseHistory, onClose]);

  if (!open) return null;
  return (
    <ModalDialog title={POPUP_TEXT.title} description={POPUP_TEXT.intro} onClose={close}>
      <InterestForm
        lead={lead}
        action={config.leads.popup}
        label={POPUP_TEXT.title}
        onDone={close}
        doneLabel={POPUP_TEXT.ok}
      />
    </ModalDialog>
  );
}
