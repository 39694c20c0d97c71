// The Map page's drawing (issue 19: "drawing the whole map with all stacks takes under 50 ms"):
// the historical scenario's whole map, every stack, depot, arrival and place, painted through
// the page's own painter into a bitmap the size of a large page; once as the scenario ships
// (no terrain painted) and once with two hexes in three painted and a river, road or railroad
// along a third of the hexes, more than a club's map will draw. wxWidgets needs a display: run it
// under xvfb-run.

#include <benchmark/benchmark.h>
#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/dcmemory.h>
#include <wx/graphics.h>
#include <wx/init.h>

#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <unistd.h>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/gui/map/map_painter.hpp"

namespace {

using namespace tachanka;

constexpr int pageWidth = 1400;
constexpr int pageHeight = 900;

// A new historical campaign in the temporary folder, removed when the program ends.
struct BenchCampaign {
    std::filesystem::path path;
    explicit BenchCampaign(const std::string& name)
        : path(std::filesystem::temp_directory_path() /
               ("tachanka-bench-map-" + name + "-" + std::to_string(::getpid()) + ".tachanka")) {
        core::NewCampaignRequest request;
        request.file = path;
        request.scenarioId = "historical";
        request.seed = 1919;
        core::createCampaign(request);
    }
    ~BenchCampaign() {
        std::error_code ignored;
        for (const char* suffix : {"", "-wal", "-shm"}) {
            std::filesystem::remove(path.string() + suffix, ignored);
        }
    }
};

// A third of the hexes forest, a third town, the rest left clear (what an unpainted hex is once
// the club paints), and a line along every third hex's north side.
void paintEverything(const std::filesystem::path& file, const model::MapGrid& grid) {
    const char* features[] = {"river", "road", "railroad"};
    std::vector<core::TerrainPaint> paints{{{}, "forest"}, {{}, "town"}};
    int n = 0;
    for (int column = grid.firstColumn; column <= grid.lastColumn; ++column) {
        for (int row = grid.firstRow; row <= grid.lastRow; ++row, ++n) {
            const std::string hex = model::Hex{column, row}.label();
            // Orël's hex keeps the terrain the map ships it with.
            if (n % 3 < 2 && hex != "2705") {
                paints[static_cast<std::size_t>(n % 3)].hexes.push_back(hex);
            }
            if (n % 3 == 0 && row > grid.firstRow) {
                core::drawHexside(file, {hex, "N", features[(n / 3) % 3], false});
            }
        }
    }
    for (const auto& paint : paints) core::paintTerrain(file, paint);
}

void drawWholeMap(benchmark::State& state, const model::SituationMap& map) {
    wxBitmap bitmap(pageWidth, pageHeight, 24);
    wxMemoryDC dc(bitmap);
    const auto view = gui::MapView::fitting(gui::mapBounds(map.grid), pageWidth, pageHeight);
    for (auto _ : state) {
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        gui::paintMap(*gc, map, view, {}, pageWidth, pageHeight);
        gc->Flush();
    }
    std::size_t counters = 0;
    for (const auto& stack : map.stacks) counters += stack.counters.size();
    state.counters["counters"] = static_cast<double>(counters);
    state.counters["scale"] = view.scale;
}

void drawShippedMap(benchmark::State& state) {
    static const BenchCampaign campaign("shipped");
    static const auto map = core::situationMap(campaign.path);
    drawWholeMap(state, map);
}
BENCHMARK(drawShippedMap)->Unit(benchmark::kMillisecond);

void drawFullyPaintedMap(benchmark::State& state) {
    static const BenchCampaign campaign("painted");
    static const auto map = [] {
        paintEverything(campaign.path, core::situationMap(campaign.path).grid);
        return core::situationMap(campaign.path);
    }();
    drawWholeMap(state, map);
}
BENCHMARK(drawFullyPaintedMap)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
    // A plain wxApp started without its event loop: enough for bitmaps, fonts and graphics
    // contexts (wxWidgets owns it and deletes it in wxEntryCleanup).
    wxApp::SetInstance(new wxApp);
    if (!wxEntryStart(argc, argv)) {
        std::cerr << "tachanka_gui_bench: cannot start wxWidgets (no display? run it under "
                     "xvfb-run)\n";
        return 1;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    wxEntryCleanup();
    return 0;
}
