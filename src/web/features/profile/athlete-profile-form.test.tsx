// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on, stubFetch, withQueryClient } from '../../lib/test-support';
import { AthleteProfileForm } from './athlete-profile-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const { wrapper: Wrapper } = withQueryClient();
  render(
    <Wrapper>
      <AthleteProfileForm profile={null} />
    </Wrapper>,
  );
}

const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AthleteProfileForm', () => {
  it('saves a fast bowler with a height typed in feet and inches, in centimetres', async () => {
    const sent = stubFetch(on('PUT', '/api/athlete/profile', (req) => json(req.body)));
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /Imperial/ }));
    choose('Height (ft)', '5');
    choose('Height (in)', '11');
    choose('Sport', 'cricket');
    choose('Role', 'fast-bowler');
    choose('Goal', 'gain-muscle');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Saved');
    expect(sent[0]?.body).toMatchObject({
      heightCm: 180,
      sex: null,
      sport: 'cricket',
      role: 'fast-bowler',
      goal: 'gain-muscle',
      units: 'imperial',
    });
  });

  it('offers a free role for another sport', () => {
    stubFetch();
    renderForm();
    choose('Sport', 'football');
    expect(screen.getByLabelText('Role or position').tagName).toBe('INPUT');
  });

  it("shows the server's message when it refuses", async () => {
    stubFetch(on('PUT', '/api/athlete/profile', () => json({ message: 'Unknown time zone' }, 400)));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown time zone');
  });
});
