import { DEMO, TINY_PNG, approveDocument, documentsOf } from '../accounts';
import { expect, expectNoAxeViolations, test, visit } from '../fixtures';

test.describe('documents', () => {
  test('a document upload shows pending, then the review', async ({
    page,
    request,
    signedInPlayer: { session },
  }) => {
    await visit(page, '/user/edit/verification');
    await expect(
      page
        .getByRole('navigation', { name: 'Seções da conta' })
        .getByRole('link', { name: 'Verificação' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Não enviados', { exact: true })).toBeVisible();
    await expect(page.getByText('Envie seus documentos para verificar a sua conta.')).toBeVisible();
    const list = page.getByRole('region', { name: 'Documentos enviados' });
    await expect(list).toContainText('Você ainda não enviou nenhum documento.');
    await expectNoAxeViolations(page, '/user/edit/verification');

    const upload = page.getByRole('region', { name: 'Enviar documento' });
    await upload.getByRole('radio', { name: 'RG (frente)' }).check();
    await upload
      .getByLabel('Escolher arquivo')
      .setInputFiles({ name: 'rg-frente.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(upload.getByText('Arquivo escolhido: rg-frente.png')).toBeVisible();
    await expect(upload.getByRole('img', { name: 'Prévia do documento escolhido' })).toBeVisible();
    await expectNoAxeViolations(page, '/user/edit/verification, file chosen');
    await upload.getByRole('button', { name: 'Enviar documento' }).click();

    await expect(page.getByText('Documento enviado. Vamos analisá-lo em breve.')).toBeVisible();
    const row = list.getByRole('listitem').filter({ hasText: 'RG (frente)' });
    await expect(row).toContainText('Em análise');
    await expect(row.getByRole('button', { name: 'Cancelar envio de RG (frente)' })).toBeVisible();
    await expect(
      page.getByText('Seus documentos estão em análise. Avisaremos quando terminarmos.'),
    ).toBeVisible();
    await expect(upload.getByText('Arquivo escolhido: rg-frente.png')).toHaveCount(0);
    await expectNoAxeViolations(page, '/user/edit/verification, document pending');

    // The operator approves it (demo review control); the page shows it on the next load.
    const documents = await documentsOf(request, DEMO, session.token);
    expect(documents.data).toMatchObject([{ type: 'rg_front', status: 'pending' }]);
    await approveDocument(request, DEMO, documents.data[0]!.id);
    await page.reload();
    await expect(row).toContainText('Aprovado');
    await expect(row.getByRole('button', { name: /^Cancelar envio/ })).toHaveCount(0);
    await expect(page.getByText('Sua conta está verificada.')).toBeVisible();
  });
});
