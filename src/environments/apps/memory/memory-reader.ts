export interface MemoryEntity {
  name: string;
  entityType: string;
  observations: string[];
}

export interface MemoryRelation {
  from: string;
  to: string;
  relationType: string;
}

export interface MemoryGraph {
  entities: MemoryEntity[];
  relations: MemoryRelation[];
}

/** What the memory app offers checks (`context.memory`, and `before.memory` as seeded). */
export interface MemoryState {
  /** The memory app's knowledge graph. */
  memory(): Promise<MemoryGraph>;
}
