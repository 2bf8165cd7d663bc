import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatKeyBinding } from '../../../core/commands/index.ts';
import { useCommands } from '../../commands/CommandsContext.tsx';
import { PALETTE_COMMAND_ID, SHORTCUTS_COMMAND_ID } from '../../commands/globalCommands.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { homeMessages as m } from './messages.ts';

const QUESTIONS = [
  [m.faq1Q, m.faq1A],
  [m.faq2Q, m.faq2A],
  [m.faq3Q, m.faq3A],
  [m.faq4Q, m.faq4A],
  [m.faq5Q, m.faq5A],
  [m.faq6Q, m.faq6A],
] as const;

/** Six questions as disclosures: each a heading with a button that opens its answer. */
export function Faq() {
  const intl = useIntl();
  const { commands, platform } = useCommands();
  const keysOf = (id: string) => {
    const binding = commands.find((command) => command.id === id)?.shortcuts?.[0];
    return binding ? formatKeyBinding(binding, platform, 'label') : '';
  };
  const values = { paletteKeys: keysOf(PALETTE_COMMAND_ID), helpKeys: keysOf(SHORTCUTS_COMMAND_ID) };

  return (
    <section className="home-section" aria-labelledby="home-faq">
      <h2 id="home-faq">{intl.formatMessage(m.faq)}</h2>
      <DisclosureGroup className="faq" allowsMultipleExpanded>
        {QUESTIONS.map(([question, answer], index) => (
          <Disclosure key={question.id} id={`faq-${index + 1}`} className="faq-item">
            <Heading level={3} className="faq-question">
              <Button slot="trigger" className="faq-trigger">
                <ChevronDownIcon />
                {intl.formatMessage(question)}
              </Button>
            </Heading>
            <DisclosurePanel className="faq-answer">
              <p>{intl.formatMessage(answer, values)}</p>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
