#!/bin/sh
# Rename AttributedStyles' dynamic-member style keys to their portable, non-colliding names.
# Usage: sh rename.sh FILE...   (run from the repository root on Swift sources)
sed -E -i \
  -e '/apple-spelling|StyleCommands\.|columns\[[a-z]+\]\.alignment|tables\.font|style\.font|^[[:space:]]*\/\//!s/([A-Za-z0-9_)?]|\])\.(font|foregroundColor|backgroundColor|underlineStyle|strikethroughStyle|kern|tracking|baselineOffset|alignment|lineHeight)\b/\1.style\u\2/g' \
  -e 's/\\\.(font|foregroundColor|backgroundColor|underlineStyle|strikethroughStyle|kern|tracking|baselineOffset|alignment|lineHeight)\b/\\.style\u\1/g' \
  "$@"
