import sys, collections
lines=[l.split() for l in open(sys.argv[1]) if l.startswith("TR ")]
nl=int(sys.argv[2]); ncta=int(sys.argv[3])
lines=lines[-nl*ncta:]
by=collections.OrderedDict()
for l in lines:
    by.setdefault(l[1],[]).append(l)
T0=min(int(l[4]) for l in lines)
def us(x): return (x-T0)/1000
order=sorted(by, key=lambda k: min(int(l[4]) for l in by[k]))
prev_end=None
print("layer ctas  t0min  t0max  t1min  t1max  t2min  t2med  t2p90  t2max  t3max  merge_us  wait_after_prev_end")
for i,k in enumerate(order):
    L=by[k]
    t0=sorted(int(l[4]) for l in L); t1=sorted(int(l[5]) for l in L); t2=sorted(int(l[6]) for l in L); t3=sorted(int(l[7]) for l in L)
    merges=[(int(l[7])-int(l[6]))/1000 for l in L if l[8]=='1']
    n=len(L)
    print("%5d %4d %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %8s %8s"%(i,n,us(t0[0]),us(t0[-1]),us(t1[0]),us(t1[-1]),us(t2[0]),us(t2[n//2]),us(t2[int(n*.9)]),us(t2[-1]),us(t3[-1]),
        "%.2f-%.2f"%(min(merges),max(merges)) if merges else "-", "%.2f"%((t1[0]-prev_end)/1000) if prev_end else "-"))
    prev_end=t3[-1]
# per-CTA streaming time (t2 - t1) spread in the middle layer
k=order[len(order)//2]
d=sorted((int(l[6])-int(l[5]))/1000 for l in by[k])
print("middle layer loop time after wait: min %.2f med %.2f max %.2f"%(d[0],d[len(d)//2],d[-1]))
d=sorted((int(l[6])-int(l[4]))/1000 for l in by[k])
print("middle layer start->loop end: min %.2f med %.2f max %.2f"%(d[0],d[len(d)//2],d[-1]))
