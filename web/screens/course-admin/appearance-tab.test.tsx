import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveCourseAdmin } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';

resetAppAroundEachTest(() => buildUser());

async function openAppearance() {
  serveCourseAdmin(() => undefined);
  renderApp('/courses/admin/?action=appearance&course=data-101');
  return {
    primary: await screen.findByLabelText(/^Primary colour/, {}, { timeout: 5000 }),
    accent: screen.getByLabelText(/^Accent colour/),
  };
}

describe('the appearance tab', () => {
  it('gives the preview’s chip white text on a dark accent and black text on a light one', async () => {
    const { accent } = await openAppearance();
    const chip = screen.getByText('Data', { selector: 'figcaption span' });
    fireEvent.input(accent, { target: { value: '#1d4ed8' } });
    expect(chip.style.color).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
    fireEvent.input(accent, { target: { value: '#fde68a' } });
    expect(chip.style.color).toMatch(/#000000|rgb\(0, 0, 0\)/);
  });

  it('warns, with the ratio, when the primary colour is too light for the course name', async () => {
    const { primary } = await openAppearance();
    expect(screen.queryByText(/contrasts only/)).toBeNull();
    fireEvent.input(primary, { target: { value: '#fbbf24' } });
    const warning = screen.getByText(/contrasts only 1\.67:1 .* at least 4\.5:1/);
    expect(primary.getAttribute('aria-describedby')).toBe(warning.id);
  });
});
