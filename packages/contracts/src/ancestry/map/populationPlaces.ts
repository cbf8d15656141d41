/**
 * Where the 1000 Genomes reference populations were sampled (issue 29, the ancestry map): the
 * places the project's population descriptions name (city or area), as approximate coordinates
 * of that place. Two are named only as an area (southern China, the US Southwest): their dots
 * are marked approximate (示意) on the page. Populations sampled outside their ancestors' region
 * (CEU in Utah, GIH in Houston, STU and ITU in the UK) are drawn where they were sampled, as the
 * map says.
 */
export interface PopulationPlace {
  code: string
  region: 'AFR' | 'EUR' | 'EAS' | 'SAS' | 'AMR'
  lat: number
  lon: number
  /** the place is only an area: the dot is approximate */
  approximate?: boolean
}

export const POPULATION_PLACES: readonly PopulationPlace[] = [
  { code: 'CHB', region: 'EAS', lat: 39.9, lon: 116.4 },
  { code: 'CHS', region: 'EAS', lat: 26.0, lon: 114.0, approximate: true },
  { code: 'CDX', region: 'EAS', lat: 22.0, lon: 100.8 },
  { code: 'JPT', region: 'EAS', lat: 35.7, lon: 139.7 },
  { code: 'KHV', region: 'EAS', lat: 10.8, lon: 106.7 },
  { code: 'YRI', region: 'AFR', lat: 7.4, lon: 3.9 },
  { code: 'LWK', region: 'AFR', lat: 0.6, lon: 34.8 },
  { code: 'GWD', region: 'AFR', lat: 13.4, lon: -16.6 },
  { code: 'MSL', region: 'AFR', lat: 8.0, lon: -11.5 },
  { code: 'ESN', region: 'AFR', lat: 6.7, lon: 6.2 },
  { code: 'ACB', region: 'AFR', lat: 13.1, lon: -59.6 },
  { code: 'ASW', region: 'AFR', lat: 32.0, lon: -106.0, approximate: true },
  { code: 'CEU', region: 'EUR', lat: 40.8, lon: -111.9 },
  { code: 'FIN', region: 'EUR', lat: 60.2, lon: 24.9 },
  { code: 'GBR', region: 'EUR', lat: 53.5, lon: -2.0 },
  { code: 'IBS', region: 'EUR', lat: 40.4, lon: -3.7 },
  { code: 'TSI', region: 'EUR', lat: 43.5, lon: 11.0 },
  { code: 'GIH', region: 'SAS', lat: 29.8, lon: -95.4 },
  { code: 'PJL', region: 'SAS', lat: 31.5, lon: 74.3 },
  { code: 'BEB', region: 'SAS', lat: 23.8, lon: 90.4 },
  { code: 'STU', region: 'SAS', lat: 51.5, lon: -0.1 },
  { code: 'ITU', region: 'SAS', lat: 52.5, lon: -1.9 },
  { code: 'CLM', region: 'AMR', lat: 6.2, lon: -75.6 },
  { code: 'MXL', region: 'AMR', lat: 34.1, lon: -118.2 },
  { code: 'PEL', region: 'AMR', lat: -12.0, lon: -77.0 },
  { code: 'PUR', region: 'AMR', lat: 18.2, lon: -66.5 }
]

/** the region colours of the map and its legend */
export const REGION_COLOURS: Readonly<Record<PopulationPlace['region'], string>> = {
  EAS: '#0b7a6f',
  SAS: '#d98c2b',
  EUR: '#3d6fb6',
  AFR: '#a5483c',
  AMR: '#7a5aa8'
}
