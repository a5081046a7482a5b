#!/usr/bin/env bash
# Replace tzdb/tzdata.zi with another IANA tzdb release, built with backzone, and regenerate the
# test's reference table from it with IANA's own zic and zdump.
#
# Usage: tzdb/update.sh <directory of an unpacked IANA release (tzdata + tzcode, e.g. 2026c)> <version>
# Needs make and a C compiler. No code changes: the service reads the version from the file.
set -euo pipefail
src=$(cd "$1" && pwd)
version=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=$(mktemp -d)
make -C "$src" VERSION="$version" PACKRATDATA=backzone PACKRATLIST=zone.tab tzdata.zi zic zdump >/dev/null
cp "$src/tzdata.zi" "$here/tzdata.zi"
"$src/zic" -d "$out" "$here/tzdata.zi"
(cd "$root" && node --import tsx tzdb/reference-table.ts "$src/zdump" "$out" "$here/tzdata.zi") | gzip -9 > "$root/test/fixtures/tzdb-reference.txt.gz"
rm -rf "$out"
echo "tzdb $(head -1 "$here/tzdata.zi")"
