import { BlockList, isIP } from 'node:net';

/** A test for "is this address in the list" (addresses and CIDRs, IPv4 and IPv6; IPv4-mapped IPv6 counts as IPv4). */
export function addressList(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const type = isIP(plain);
    return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}
