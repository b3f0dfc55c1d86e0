/// The page's one inline script: chapter links seek the player, and every drawn chart becomes one tab stop that
/// the keyboard explores as `chartnarrate explore` does (←/→ points, ↑/↓ or p/n series, Home/End, PageUp/PageDown
/// intervals, [/] findings, s/l/d short, long, details, ? keys), saying each step in the chart's polite live
/// region and sounding the point's tone through Web Audio (on from the first key, off with the visible toggle).
/// Every line comes from the chart's JSON data block; the script loads nothing and, without it, the page is the
/// static chart, texts and tables. In a right-to-left page → goes back along the mirrored x axis. A scatter plot's
/// points are stepped through by x (the data block's `o`), as `chartnarrate explore` steps them.
enum HTMLExplorerScript {
    static let source = """
    (function(){"use strict";
    document.addEventListener("click",function(e){var a=e.target.closest?e.target.closest("a[data-seek]"):null;
    if(!a)return;var p=document.getElementById(a.getAttribute("data-player"));if(!p||!p.play)return;
    e.preventDefault();p.currentTime=parseFloat(a.getAttribute("data-seek"));var r=p.play();if(r&&r.catch)r.catch(function(){});});
    var ctx=null;
    function audio(){var A=window.AudioContext||window.webkitAudioContext;if(!A)return null;
    if(!ctx){try{ctx=new A();}catch(e){return null;}}if(ctx.state==="suspended"&&ctx.resume)ctx.resume();return ctx;}
    function tone(t,secs){var c=audio();if(!c)return;var now=c.currentTime,o=c.createOscillator(),g=c.createGain(),out=g;
    o.type="triangle";o.frequency.setValueAtTime(t[0],now);g.gain.setValueAtTime(0.0001,now);
    g.gain.exponentialRampToValueAtTime(0.3,now+0.012);g.gain.exponentialRampToValueAtTime(0.0001,now+secs);o.connect(g);
    if(c.createStereoPanner){var p=c.createStereoPanner();p.pan.setValueAtTime(t[1],now);g.connect(p);out=p;}
    out.connect(c.destination);o.start(now);o.stop(now+secs+0.03);}
    function setup(box){
    var svg=box.querySelector("svg[data-chartnarrate]"),data=box.querySelector("script.chartnarrate-data");
    if(!svg||!data)return;var d=JSON.parse(data.textContent),live=box.querySelector(".chartnarrate-live"),
    btn=box.querySelector(".chartnarrate-tones"),keys=box.querySelector(".chartnarrate-keys"),cur=svg.querySelector(".cn-cursor");
    var s=0,p=-1,f=-1,on=true;svg.setAttribute("tabindex","0");
    if(keys)keys.hidden=false;
    if(btn){btn.hidden=false;btn.addEventListener("click",function(){on=!on;btn.setAttribute("aria-pressed",on?"true":"false");});}
    function say(parts){live.textContent=parts.filter(function(x){return x;}).join(d.sep);}
    function show(){var pt=p>=0?d.series[s].pts[p]:0;if(pt){cur.setAttribute("transform","translate("+pt[0]+","+pt[1]+")");
    svg.classList.add("cn-exploring");}else svg.classList.remove("cn-exploring");}
    function sound(){var t=p>=0?d.series[s].t[p]:0;if(on&&t)tone(t,d.note);}
    function move(i,before){p=i;say(before.concat([d.series[s].l[i]]));show();sound();}
    function nearest(x){var xs=d.series[s].x,best=-1,bd=0;for(var i=0;i<xs.length;i++){var dd=Math.abs(xs[i]-x);
    if(best<0||dd<bd){bd=dd;best=i;}}return best;}
    function switchTo(t,before){var x=p>=0?d.series[s].x[p]:null;s=t;var h=d.series[s].h;
    var i=x===null?-1:nearest(x);if(i<0){p=-1;say(before.concat([h]));show();return;}move(i,before.concat([h]));}
    d.series.forEach(function(S){if(S.o){S.r=[];S.o.forEach(function(i,k){S.r[i]=k;});}});
    function points(c){var S=d.series[s],n=S.l.length;if(!n)return say([S.first]);var r=p<0?-1:S.r?S.r[p]:p;
    var t=c==="next"?(p<0?0:r+1):c==="prev"?(p<0?0:r-1):c==="first"?0:n-1;
    if(t>n-1)return say([S.last]);if(t<0)return say([S.first]);
    move(S.o?S.o[t]:t,p<0&&d.series.length>1?[S.h]:[]);}
    function series(k){var n=d.series.length;if(n<2)return say([d.onlySeries]);switchTo((s+k+n)%n,[]);}
    function interval(fwd){var S=d.series[s],iv=S.iv;if(!iv.length)return say([S.only]);var t=0;
    if(p>=0){var c=-1;for(var k=0;k<iv.length;k++)if(iv[k][0]<=p)c=k;t=fwd?c+1:c-1;if(c===-1&&!fwd)t=-1;}
    if(t>=iv.length)return say([S.lastIv]);if(t<0)return say([S.firstIv]);
    p=iv[t][0];say([iv[t][1]]);show();sound();}
    function finding(fwd){if(!d.f.length)return say([d.onlyFindings]);var t=f<0?0:fwd?f+1:f-1;
    if(t>=d.f.length)return say([d.lastFinding]);if(t<0)return say([d.firstFinding]);f=t;var F=d.f[t];
    if(F[1]<0)return say([F[0]]);
    if(F[2]>=0){if(F[1]!==s){s=F[1];return move(F[2],[F[0],d.series[s].h]);}return move(F[2],[F[0]]);}
    if(F[1]!==s)return switchTo(F[1],[F[0]]);say([F[0]]);}
    var back=d.rtl?"ArrowRight":"ArrowLeft",ahead=d.rtl?"ArrowLeft":"ArrowRight";
    svg.addEventListener("keydown",function(e){if(e.altKey||e.ctrlKey||e.metaKey)return;var k=e.key;
    if(k===ahead)points("next");else if(k===back)points("prev");else if(k==="Home")points("first");
    else if(k==="End")points("last");else if(k==="ArrowUp"||k==="p")series(-1);else if(k==="ArrowDown"||k==="n")series(1);
    else if(k==="PageDown")interval(true);else if(k==="PageUp")interval(false);else if(k==="]")finding(true);
    else if(k==="[")finding(false);else if(k==="s")say([d.short]);else if(k==="l")say([d["long"]]);
    else if(k==="d")say([d.details]);else if(k==="?")say([d.help]);else return;e.preventDefault();});}
    var boxes=document.querySelectorAll(".chartnarrate-explore");for(var b=0;b<boxes.length;b++)setup(boxes[b]);
    })();
    """
}
