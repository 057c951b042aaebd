#!/bin/sh
# round 2: the fill probe with the decode kernel's access pattern (eight CTAs, one a
# kv head, read the same blocks), clocks ramped first, and when each CTA's copies were issued
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee $OUT/device2.txt
build/fill_probe 20 2>&1 | tee $OUT/fill2.txt
