import { Container } from '@mantine/core';
import { useSiteConfig } from '../api/config';
import { Pokeball } from '../components/Pokeball';
import { DEVELOPER_CREDIT, SITE_NAME, SUPPORT_CONTACT } from '../config/site';
import classes from './Footer.module.css';

export function Footer() {
  const { data: config } = useSiteConfig();
  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.credits}>
          <Pokeball size={28} />
          <div>
            <p>
              {SITE_NAME}
              {config ? ` ${String(config.tournamentYear)}` : ''} · Site built and run by {DEVELOPER_CREDIT}.
            </p>
            <p>
              Need help? Contact <strong>{SUPPORT_CONTACT}</strong> on Discord for support.
            </p>
            <p className={classes.disclaimer}>
              A fan-run community event. Pokémon is a trademark of Nintendo, Creatures Inc. and GAME FREAK inc.
            </p>
          </div>
        </div>
      </Container>
    </footer>
  );
}
