#!/usr/bin/env bash
# Fetches the reference screenshots the real-UIKit calibration data is measured in.
#
#   Tools/fetch-real-uikit-references.sh DESTINATION
#
# Reads the cases in Tests/TransitionSimLayoutsTests/RealUIKit/Data/*.json; for each repository
# they name, makes a blobless clone (git clone --filter=blob:none --no-checkout), then writes each
# case's image, `git show <commit>:<imagePath>`, to DESTINATION/<image> (the case's "image":
# owner/name/commit/imagePath) and checks it is the blob the case records ("imageBlob").
# The images belong to their repositories: they are fetched for local use and never added here.
#
# Then re-measure them (the numbers in the data must come out again):
#
#   TRANSITIONSIM_REAL_UIKIT_IMAGES=DESTINATION swift test --filter RealUIKitRemeasurementTests
#
# TRANSITIONSIM_GIT_URL_TEMPLATE sets where a repository is cloned from, {owner} and {name}
# replaced (default https://github.com/{owner}/{name}.git), e.g. a local mirror:
# 'file:///srv/mirrors/{owner}+{name}.git'.
set -euo pipefail

if [ $# -ne 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
  [ $# -eq 1 ] && exit 0 || exit 2
fi
destination=$1
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/Tests/TransitionSimLayoutsTests/RealUIKit/Data"
github='https://github.com/{owner}/{name}.git'
template=${TRANSITIONSIM_GIT_URL_TEMPLATE:-$github}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each case's "image" and "imageBlob", one pair a line: image TAB blob.
grep -h -o -E '"(image|imageBlob)": "[^"]*"' "$data"/*.json \
  | sed -E 's/^"(image|imageBlob)": "(.*)"$/\2/' \
  | paste - - | sort -u >"$work/images"

count=0
while IFS=$'\t' read -r image blob; do
  owner=${image%%/*}
  rest=${image#*/}
  name=${rest%%/*}
  rest=${rest#*/}
  commit=${rest%%/*}
  path=${rest#*/}
  clone="$work/$owner+$name"
  if [ ! -d "$clone" ]; then
    url=${template//\{owner\}/$owner}
    url=${url//\{name\}/$name}
    echo "cloning $url" >&2
    git clone --quiet --filter=blob:none --no-checkout "$url" "$clone"
  fi
  target="$destination/$image"
  mkdir -p "$(dirname "$target")"
  git -C "$clone" show "$commit:$path" >"$target"
  actual=$(git hash-object "$target")
  if [ "$actual" != "$blob" ]; then
    echo "error: $image is blob $actual, the data records $blob" >&2
    exit 1
  fi
  count=$((count + 1))
done <"$work/images"
echo "wrote $count images under $destination" >&2
