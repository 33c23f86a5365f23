import { describe, expect, it } from 'vitest';
import { displayHost, externalUrl, fcaRegisterUrl, firmFacts } from './firm-details';

describe('firmFacts', () => {
  it('gives the FCA number and the registered date formatted en-GB', () => {
    expect(firmFacts({ fca_number: '612934', fca_registered_date: '2014-06-02' })).toEqual([
      { term: 'FCA number', detail: '612934' },
      { term: 'FCA registered', detail: '2 Jun 2014' },
    ]);
  });

  it('reads a calendar date the same in every time zone (no day shift)', () => {
    expect(firmFacts({ fca_number: '1', fca_registered_date: '2020-01-01' })[1]?.detail).toBe('1 Jan 2020');
    expect(firmFacts({ fca_number: '1', fca_registered_date: '2019-12-31' })[1]?.detail).toBe('31 Dec 2019');
  });

  it('leaves out blank or unreadable values', () => {
    expect(firmFacts({ fca_number: '  ', fca_registered_date: '' })).toEqual([]);
  });
});

describe('fcaRegisterUrl', () => {
  it('searches the register for the firm reference number', () => {
    expect(fcaRegisterUrl(' 612934 ')).toBe('https://register.fca.org.uk/s/search?q=612934&type=Companies');
  });
});

describe('externalUrl', () => {
  it('keeps http(s) addresses and adds https to a bare host', () => {
    expect(externalUrl('https://www.northgatelife.example')).toBe('https://www.northgatelife.example/');
    expect(externalUrl('www.albion.example/about')).toBe('https://www.albion.example/about');
  });

  it('refuses other schemes and nonsense', () => {
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('ftp://files.example')).toBeNull();
    expect(externalUrl('http://')).toBeNull();
    expect(externalUrl(null)).toBeNull();
  });

  it('shows the host only', () => {
    expect(displayHost('https://www.northgatelife.example/')).toBe('www.northgatelife.example');
  });
});
