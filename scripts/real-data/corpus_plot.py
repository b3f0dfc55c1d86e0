"""Draws a corpus case as a page would draw it, to look at before its facts are written: a line for a course over
time (dates, years, or periods written as reports write them, drawn in file order), bars for categories (grouped
when there are several columns), points for a scatter. One PNG per case, and sheets of six to look at together."""
import os
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt


def opt(args, name, default=None):
    return args[args.index(name) + 1] if name in args else default


def draw(ax, cid, df, args, kind):
    x = opt(args, "--x", df.columns[0])
    label = opt(args, "--label")
    chart = opt(args, "--type")
    d = df.copy()
    ys = [c for c in d.columns if c not in (x, label)]
    if opt(args, "--y") and not opt(args, "--series"):
        ys = opt(args, "--y").split(",")
    if kind in ("scatter", "magnitude-scatter") or chart == "scatter":
        for y in ys:
            ax.scatter(d[x], d[y], s=14, label=y)
        if label:
            for _, row in d.iterrows():
                ax.annotate(str(row[label]), (row[x], row[ys[0]]), fontsize=6)
        if "--log" in args or opt(args, "--plot-log"):
            ax.set_xscale("log"); ax.set_yscale("log")
        ax.set_xlabel(x, fontsize=7); ax.set_ylabel(ys[0], fontsize=7)
    elif opt(args, "--series"):
        s, y = opt(args, "--series"), opt(args, "--y")
        for key, part in d.groupby(s, sort=False):
            ax.plot(part[x], part[y], label=str(key), lw=1, marker="." if len(part) < 40 else None)
    elif chart in ("bar", "column") or kind in ("bar", "column", "survey", "share", "grouped", "ordered-bars"):
        pos = range(len(d))
        width = 0.8 / len(ys)
        for k, y in enumerate(ys):
            ax.bar([p + k * width for p in pos], d[y], width=width, label=y)
        ax.set_xticks([p + 0.4 - width / 2 for p in pos])
        ax.set_xticklabels(d[x].astype(str), rotation=45 if len(d) > 5 else 0, ha="right" if len(d) > 5 else "center", fontsize=6)
        ax.axhline(0, color="black", lw=0.5)
    else:
        xs = d[x]
        if not pd.api.types.is_numeric_dtype(xs):
            try:
                xs = pd.to_datetime(xs)
            except Exception:
                xs = xs.astype(str)
        labels = None
        if not pd.api.types.is_numeric_dtype(xs) and not pd.api.types.is_datetime64_any_dtype(xs):
            labels, xs = list(xs), list(range(len(d)))
        for y in ys:
            ax.plot(xs, d[y], label=y, lw=1 if len(d) <= 2000 else 0.5, marker="o" if len(d) <= 40 else None, ms=3)
        if labels is not None:
            step = max(1, len(d) // 12)
            ax.set_xticks(range(0, len(d), step)); ax.set_xticklabels(labels[::step], rotation=45, ha="right", fontsize=6)
    title = opt(args, "--title", "")
    ax.set_title(f"{cid}\n{title}", fontsize=8)
    ax.tick_params(labelsize=6)
    ax.grid(alpha=0.3)
    if len(ys) > 1 or opt(args, "--series"):
        ax.legend(fontsize=6)


def draw_all(C, folder, sheet_prefix):
    """C maps id to (data frame, args, source, kind)."""
    os.makedirs(folder, exist_ok=True)
    ids = list(C)
    for cid in ids:
        df, args, _, kind = C[cid]
        fig, ax = plt.subplots(figsize=(7, 4))
        draw(ax, cid, df, args, kind)
        fig.tight_layout(); fig.savefig(os.path.join(folder, f"{cid}.png"), dpi=80); plt.close(fig)
    for g in range(0, len(ids), 6):
        fig, axes = plt.subplots(3, 2, figsize=(13, 12), squeeze=False)
        for ax, cid in zip(axes.flat, ids[g:g + 6]):
            df, args, _, kind = C[cid]
            draw(ax, cid, df, args, kind)
        for ax in list(axes.flat)[len(ids[g:g + 6]):]:
            ax.axis("off")
        fig.tight_layout(); fig.savefig(os.path.join(folder, f"{sheet_prefix}-{g // 6 + 1:02d}.png"), dpi=72); plt.close(fig)
