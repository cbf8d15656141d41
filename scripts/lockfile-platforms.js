#!/usr/bin/env node
// Keeps `npm ci` working from a clean clone.
//
// npm 11 leaves the platform-specific optional packages of @tarojs/binding and @swc/core out
// of package-lock.json when it cannot (or need not) fetch them: @tarojs/binding 4.2.1 only
// publishes linux-x64-gnu, so darwin/win32/arm builds do not exist on the registry at all.
// `npm ci` then refuses the lockfile as "out of sync". We add an entry for each missing
// optional platform package, carrying its os/cpu so that npm skips it on this platform
// without fetching it. Run after every `npm install` (the `postinstall` hook does it).
const fs = require('fs')
const path = require('path')

const lockPath = path.resolve(__dirname, '..', 'package-lock.json')
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'))
const pkgs = lock.packages

// name suffix -> [os, cpu, libc?]
const PLATFORM = [
  [/darwin-arm64$/, 'darwin', 'arm64'],
  [/darwin-x64$/, 'darwin', 'x64'],
  [/darwin-universal$/, 'darwin', 'x64'],
  [/linux-arm64-gnu$/, 'linux', 'arm64', 'glibc'],
  [/linux-arm64-musl$/, 'linux', 'arm64', 'musl'],
  [/linux-arm-gnueabihf$/, 'linux', 'arm', 'glibc'],
  [/linux-ppc64-gnu$/, 'linux', 'ppc64', 'glibc'],
  [/linux-s390x-gnu$/, 'linux', 's390x', 'glibc'],
  [/linux-riscv64-gnu$/, 'linux', 'riscv64', 'glibc'],
  [/linux-x64-musl$/, 'linux', 'x64', 'musl'],
  [/win32-arm64-msvc$/, 'win32', 'arm64'],
  [/win32-ia32-msvc$/, 'win32', 'ia32'],
  [/win32-x64-msvc$/, 'win32', 'x64'],
  [/android-arm64$/, 'android', 'arm64'],
  [/android-arm-eabi$/, 'android', 'arm'],
  [/freebsd-x64$/, 'freebsd', 'x64']
]

let added = 0
for (const [loc, meta] of Object.entries(pkgs)) {
  const opt = meta.optionalDependencies
  if (!opt || !loc.startsWith('node_modules/') && loc !== '') continue
  for (const [name, version] of Object.entries(opt)) {
    const platform = PLATFORM.find(([re]) => re.test(name))
    if (!platform) continue
    // npm resolves a dependency from the nearest node_modules upwards
    const parentDir = loc === '' ? '' : loc + '/'
    const nested = parentDir + 'node_modules/' + name
    const hoisted = 'node_modules/' + name
    const wanted = version.replace(/^[\^~=]/, '')
    if (pkgs[nested] || (pkgs[hoisted] && pkgs[hoisted].version === wanted)) continue
    const [, os, cpu, libc] = platform
    const entry = { version: wanted, optional: true, os: [os], cpu: [cpu] }
    if (libc) entry.libc = [libc]
    if (meta.dev) entry.dev = true
    pkgs[pkgs[hoisted] ? nested : hoisted] = entry
    added++
  }
}
if (added) {
  // keep the keys sorted like npm does
  lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)))
  fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n')
}
console.log(`lockfile-platforms: ${added} platform package entr${added === 1 ? 'y' : 'ies'} added`)
