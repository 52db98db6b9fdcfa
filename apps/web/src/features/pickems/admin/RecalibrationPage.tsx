import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { useFinalizeRecalibration } from '../../../api/recalibrationFinalize';
import { usePreviewRecalibration, type RecalibrationPreview } from '../../../api/recalibrationPreview';
import { Page } from '../../../components/Page';
import { RecalibrationTable } from './recalibration/RecalibrationTable';
import {
  ERROR_MESSAGE_MS,
  finalizeErrorMessage,
  previewCompleteMessage,
  previewErrorMessage,
  previewSummary,
  recalibrationCompleteMessage,
  SUCCESS_MESSAGE_MS,
} from './recalibration/recalibrationView';
import { useTimedMessage } from './recalibration/useTimedMessage';

/**
 * /admin/pickems/recalibrate: recompute every player's Pickems points from the results, look at what would
 * change, then finalize (store) or cancel. Buttons stay disabled while a call runs or a preview is shown.
 */
export default function RecalibrationPage() {
  const previewCall = usePreviewRecalibration();
  const finalizeCall = useFinalizeRecalibration();
  const [preview, setPreview] = useState<RecalibrationPreview | null>(null);
  const [message, showMessage] = useTimedMessage();
  const busy = previewCall.isPending || finalizeCall.isPending;

  const runPreview = () => {
    showMessage(null);
    previewCall.mutate(undefined, {
      onSuccess: (data) => {
        setPreview(data);
        showMessage({ tone: 'success', text: previewCompleteMessage(data) });
      },
      onError: (error) =>
        showMessage({ tone: 'error', text: previewErrorMessage(errorMessage(error)) }, ERROR_MESSAGE_MS),
    });
  };
  const finalize = () => {
    finalizeCall.mutate(undefined, {
      onSuccess: (result) => {
        setPreview(null);
        showMessage({ tone: 'success', text: recalibrationCompleteMessage(result) }, SUCCESS_MESSAGE_MS);
      },
      onError: (error) =>
        showMessage({ tone: 'error', text: finalizeErrorMessage(errorMessage(error)) }, ERROR_MESSAGE_MS),
    });
  };
  const cancel = () => {
    setPreview(null);
    showMessage(null);
  };

  return (
    <Page title="Pickems Recalibration Preview" headingLevel={2}>
      <Text>
        Recomputes every player's Pickems points from the recorded results and shows who would change. Nothing is stored
        until you finalize.
      </Text>
      <Button
        onClick={runPreview}
        loading={previewCall.isPending}
        disabled={busy || preview !== null}
        style={{ alignSelf: 'flex-start' }}
      >
        Preview Recalibration
      </Button>
      {message ? (
        <Alert
          color={message.tone === 'success' ? 'green' : 'red'}
          variant="light"
          role={message.tone === 'success' ? 'status' : 'alert'}
        >
          {message.text}
        </Alert>
      ) : null}
      {preview ? (
        <Card withBorder padding="lg" component="section" aria-labelledby="recalibration-preview-heading">
          <Stack gap="md">
            <Title order={3} id="recalibration-preview-heading">
              Preview
            </Title>
            <Text>{previewSummary(preview)}</Text>
            {preview.changes.length > 0 ? <RecalibrationTable changes={preview.changes} /> : null}
            <Group gap="sm">
              <Button onClick={finalize} disabled={finalizeCall.isPending}>
                {finalizeCall.isPending ? 'Finalizing...' : 'Finalize Changes'}
              </Button>
              <Button variant="default" onClick={cancel} disabled={finalizeCall.isPending}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
    </Page>
  );
}
