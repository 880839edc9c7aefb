import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

async function renderLegal(url: string, title: string) {
  renderApp(url);
  await screen.findByRole('heading', { level: 1, name: title });
  const toc = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(toc).getAllByRole('link');
  const sections = screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('section')?.classList.contains('legal-section'));
  return { links, sections };
}

function expectContentsToMatch(links: HTMLElement[], sections: HTMLElement[]) {
  expect(links).toHaveLength(sections.length);
  links.forEach((link, index) => {
    const section = sections[index]?.closest('section') as HTMLElement;
    expect(link).toHaveAttribute('href', `#${section.id}`);
    expect(sections[index]).toHaveTextContent(link.textContent ?? '');
  });
}

describe('Legal pages', { timeout: 20_000 }, () => {
  it('privacy policy: nine sections, contents, effective date, age limit, US law, info mailbox', async () => {
    const { links, sections } = await renderLegal('/privacy-policy', 'Privacy Policy');
    expect(sections).toHaveLength(9);
    expectContentsToMatch(links, sections);
    expect(screen.getByText('January 1, 2025')).toBeInTheDocument();
    expect(screen.getByText(/under 13 years of age/)).toBeInTheDocument();
    expect(screen.getByText(/laws of the United States/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'info@smartsuite.example' }).length).toBeGreaterThan(
      0,
    );
  });

  it('terms of service: twelve sections governed by US law', async () => {
    const { links, sections } = await renderLegal('/terms-of-service', 'Terms of Service');
    expect(sections).toHaveLength(12);
    expectContentsToMatch(links, sections);
    expect(screen.getByText('January 1, 2025')).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of the United States/)).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
  });

  it('data deletion: both routes, what is deleted, 30 days with confirmation, what is kept', async () => {
    const { links, sections } = await renderLegal('/data-deletion', 'Data Deletion Instructions');
    expectContentsToMatch(links, sections);
    expect(screen.getByText('Account Settings > Delete Account')).toBeInTheDocument();
    expect(screen.getByText('"Data Deletion Request"')).toBeInTheDocument();
    const mail = screen.getAllByRole('link', { name: 'info@smartsuite.example' })[0];
    expect(mail).toHaveAttribute(
      'href',
      'mailto:info@smartsuite.example?subject=Data%20Deletion%20Request',
    );
    const deleted = screen.getByRole('region', { name: /what we delete/i });
    for (const item of [
      /account information/i,
      /generated content history/i,
      /saved preferences/i,
      /usage data/i,
    ]) {
      expect(within(deleted).getByText(item)).toBeInTheDocument();
    }
    expect(screen.getByText(/within 30 days and send a confirmation e-mail/)).toBeInTheDocument();
    const kept = screen.getByRole('region', { name: /what we may keep/i });
    expect(kept).toHaveTextContent(/legal/);
    expect(kept).toHaveTextContent(/fraud/);
    expect(kept).toHaveTextContent(/technical reasons/);
    expect(kept).toHaveTextContent(/anonymised/);
  });
});
