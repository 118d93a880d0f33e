import type { CSSProperties } from 'react';
import './club-brand.css';

/** A club's name and colours, as the recruiting profile receives them. */
export interface ClubBrandColours {
  displayName: string;
  bandColour: string;
  accentColour: string;
}

/**
 * The band a club with Custom branding puts at the top of its athletes' recruiting profiles: its
 * name in white on the band colour, over a rule in the accent. The club page's preview is this
 * same band.
 */
export function ClubBrandBand({ brand, className }: { brand: ClubBrandColours; className?: string }) {
  // Custom properties, set through the CSSOM, which the Content-Security-Policy allows.
  const colours = { '--club-band': brand.bandColour, '--club-accent': brand.accentColour } as CSSProperties;
  return (
    <div className={className ? `club-brand ${className}` : 'club-brand'} style={colours} data-testid="club-brand">
      <p className="club-brand__name">{brand.displayName}</p>
    </div>
  );
}
