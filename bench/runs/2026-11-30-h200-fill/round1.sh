#!/bin/sh
# round 1: how fast CTAs fill shared memory from the paged cache, by copy mechanism
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee $OUT/device1.txt
build/fill_probe 20 2>&1 | tee $OUT/fill1.txt
