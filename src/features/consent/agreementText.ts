/**
 * An agreement or policy as the pages show it (AgreementView). The texts are content:
 * content/agreements/<id>/<version>.md, turned into src/features/consent/agreements/<id>.ts by
 * scripts/agreements.js (npm run agreements); a change of substance to an accepted document is a
 * new version file, so that every account is asked again.
 */
export interface AgreementSection {
  /** anchor (#sensitive, #research) */
  id?: string
  heading: string
  paragraphs: readonly string[]
}

export interface AgreementText {
  title: string
  /** the versioned agreements a person accepts (contracts' AGREEMENTS); the information texts have none */
  version?: string
  effective?: string
  intro: readonly string[]
  sections: readonly AgreementSection[]
}
